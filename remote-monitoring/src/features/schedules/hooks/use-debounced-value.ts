import { useEffect, useRef, useState } from 'react';

/** `value`, once it has stayed the same for `delayMs` (compared by JSON, so objects work). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const latest = useRef(value);
  latest.current = value;
  // The key stands for the value: a new object with the same content is no change.
  const key = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(latest.current), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}
