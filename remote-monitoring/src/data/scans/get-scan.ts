import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { scanKeys } from './keys';

/** A running scan is re-read at the product's progress pace until it completes. */
export const SCAN_POLL_MS = 5000;

/** GET /v1/ops/scan/:id (404 for an unknown scan or another team's). */
export const getScan = (id: string) => call('getScan', { params: { id } });

export function useScan(id: string) {
  return useQuery({
    queryKey: scanKeys.detail(id),
    queryFn: () => getScan(id),
    refetchInterval: (query) => (query.state.data?.time_completed === null ? SCAN_POLL_MS : false),
  });
}
