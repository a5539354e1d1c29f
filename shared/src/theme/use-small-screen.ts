import { useSyncExternalStore } from 'react';

/** Below Chakra's `md` breakpoint (48rem): a phone-sized window. */
export const SMALL_SCREEN_QUERY = '(max-width: 47.99rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(SMALL_SCREEN_QUERY);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const isSmall = () => window.matchMedia?.(SMALL_SCREEN_QUERY).matches ?? false;

/**
 * True on a phone-sized window; follows resizes. For a layout that changes its markup, not only
 * its styles (`hideBelow` keeps both in the page, and both in a screen reader's): the host's
 * sidebar becomes an overlay, a wide table drops its last columns.
 */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, isSmall, () => false);
}
