import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { crawlDiffKeys } from './keys';

/**
 * GET /v1/ops/site/:id/crawl-diff?limit=1: what the latest completed crawl found changed since
 * the previous one (`latest` null before the first crawl completes), and how many crawls have a
 * diff (`count`, the earlier ones listed on demand). `crawledAt` (the site's
 * time_crawl_completed) in the key re-reads it when a re-crawl completes.
 */
export function useLatestCrawlDiff(siteId: string, crawledAt: string | null) {
  return useQuery({
    queryKey: [...crawlDiffKeys.latest(siteId), crawledAt],
    queryFn: async () => {
      const diffs = await call('listCrawlDiffs', { params: { id: siteId }, query: { limit: 1 } });
      return { latest: diffs.results[0] ?? null, count: diffs.count };
    },
  });
}
