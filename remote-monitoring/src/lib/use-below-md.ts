import { useSyncExternalStore } from 'react';

/** Below Chakra's `md` breakpoint (48rem): a phone, where a wide table's last columns are gone. */
export const BELOW_MD_QUERY = '(max-width: 47.99rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(BELOW_MD_QUERY);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const isBelowMd = () => window.matchMedia?.(BELOW_MD_QUERY).matches ?? false;

/**
 * True on a window narrower than `md`; follows resizes. For a layout that changes its markup,
 * not only its styles (`hideBelow` keeps both in the page, and both in a screen reader's).
 */
export function useBelowMd(): boolean {
  return useSyncExternalStore(subscribe, isBelowMd, () => false);
}
