import { useSyncExternalStore } from 'react';

/** Below Chakra's `md` breakpoint (48rem) the sidebar becomes an overlay. */
export const SMALL_SCREEN_QUERY = '(max-width: 47.99rem)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia?.(SMALL_SCREEN_QUERY);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

const isSmall = () => window.matchMedia?.(SMALL_SCREEN_QUERY).matches ?? false;

/** True on a phone-sized window; follows resizes. */
export function useSmallScreen(): boolean {
  return useSyncExternalStore(subscribe, isSmall, () => false);
}
