import { useQuery } from '@tanstack/react-query';
import { SCORE_TREND_DAYS } from '@vigil/contract';
import { call } from '@vigil/shared';
import { scoreTrendKeys } from './keys';

/**
 * A trend moves at most once per scan, and Home asks for up to ten of them at once: a few
 * minutes of freshness spares the API without hiding anything the user is waiting for.
 */
export const SCORE_TREND_STALE_MS = 5 * 60 * 1000;

/** GET /v1/ops/metrics/site: the site's average score per UTC day (404 for another team's). */
export const getSiteScoreTrend = (siteId: string, days: number) =>
  call('siteScoreTrend', { query: { site_id: siteId, days } });

export function useSiteScoreTrend(siteId: string, days: number = SCORE_TREND_DAYS.default) {
  return useQuery({
    queryKey: scoreTrendKeys.site(siteId, days),
    queryFn: () => getSiteScoreTrend(siteId, days),
    staleTime: SCORE_TREND_STALE_MS,
  });
}
