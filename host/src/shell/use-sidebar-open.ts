import { useCallback, useState } from 'react';

/** localStorage key remembering whether the sidebar is open (product.md §2): open | closed. */
export const SIDEBAR_STORAGE_KEY = 'sidebar';

function storedOpen(): boolean {
  try {
    return localStorage.getItem(SIDEBAR_STORAGE_KEY) !== 'closed';
  } catch {
    return true;
  }
}

/** The desktop sidebar's open/closed choice, remembered on this device. Open by default. */
export function useSidebarOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(storedOpen);
  const toggle = useCallback(() => {
    setOpen((was) => {
      const next = !was;
      try {
        localStorage.setItem(SIDEBAR_STORAGE_KEY, next ? 'open' : 'closed');
      } catch (error) {
        console.warn('Could not remember the sidebar state.', error);
      }
      return next;
    });
  }, []);
  return [open, toggle];
}
