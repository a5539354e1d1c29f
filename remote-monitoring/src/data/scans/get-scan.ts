import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { watchRuns } from '../issues/watch-runs';
import { scanKeys } from './keys';

/** GET /v1/ops/scan/:id (404 for an unknown scan or another team's). */
export const getScan = (id: string) => call('getScan', { params: { id } });

/** One scan; a running scan is re-read every 5 s until it completes. */
export function useScan(id: string) {
  return useQuery(
    watchRuns({
      queryKey: scanKeys.detail(id),
      queryFn: () => getScan(id),
      working: (scan) => (scan.time_completed === null ? [scan.id] : []),
    }),
  );
}
