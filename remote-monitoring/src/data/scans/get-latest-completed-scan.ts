import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { scanKeys } from './keys';

/** Enough recent scans to find the newest completed one behind a few running ones. */
const RECENT_SCANS = 10;

/** The page's newest completed scan (failed visits included: the report says why), or null. */
export function useLatestCompletedScan(pageId: string, enabled: boolean) {
  return useQuery({
    queryKey: scanKeys.latestCompleted(pageId),
    queryFn: async () => {
      const scans = await call('listScans', {
        query: { page_id: pageId, limit: RECENT_SCANS, offset: 0 },
      });
      return scans.results.find((scan) => scan.time_completed !== null) ?? null;
    },
    enabled,
  });
}
