import { useQuery } from '@tanstack/react-query';
import { call, pollWhile } from '@vigil/shared';
import { scanKeys } from './keys';

/** GET /v1/ops/scan/:id (404 for an unknown scan or another team's). */
export const getScan = (id: string) => call('getScan', { params: { id } });

/** One scan; a running scan is re-read every 5 s until it completes. */
export function useScan(id: string) {
  return useQuery({
    queryKey: scanKeys.detail(id),
    queryFn: () => getScan(id),
    refetchInterval: pollWhile((scan) => scan?.time_completed === null),
  });
}
