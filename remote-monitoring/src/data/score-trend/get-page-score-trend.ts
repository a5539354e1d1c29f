import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { scoreTrendKeys } from './keys';

/** GET /v1/ops/metrics/page: the page's average score per UTC day over the last `days`. */
export function usePageScoreTrend(pageId: string, days: number, enabled: boolean) {
  return useQuery({
    queryKey: scoreTrendKeys.page(pageId, days),
    queryFn: () => call('pageScoreTrend', { query: { page_id: pageId, days } }),
    enabled,
  });
}
