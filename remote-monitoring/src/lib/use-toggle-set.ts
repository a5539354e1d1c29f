import { useState } from 'react';

/** Keys that are open (rows shown in full, steps being edited): toggle one, or open one. */
export function useToggleSet<K>() {
  const [open, setOpen] = useState<ReadonlySet<K>>(new Set());
  const toggle = (key: K) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const show = (key: K) => setOpen((current) => new Set(current).add(key));
  return { open, toggle, show };
}
