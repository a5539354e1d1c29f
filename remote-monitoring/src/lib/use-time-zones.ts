import { useMemo } from 'react';

/** Every zone the browser knows, with UTC and the one already chosen (`current`) among them. */
export function useTimeZones(current: string) {
  return useMemo(() => {
    const zones = new Set(
      typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [],
    );
    zones.add('UTC');
    zones.add(current);
    return [...zones].sort();
  }, [current]);
}
