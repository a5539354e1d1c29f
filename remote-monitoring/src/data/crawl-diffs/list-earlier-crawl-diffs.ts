import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, PAGE_SIZE } from '@vigil/shared';
import { crawlDiffKeys } from './keys';

/**
 * One page of the crawls before the latest (GET /v1/ops/site/:id/crawl-diff, newest first, the
 * latest skipped: the section shows it above). `count` counts the earlier crawls only.
 * `crawledAt` in the key re-reads them when a re-crawl pushes the latest down the list.
 */
export function useEarlierCrawlDiffs(siteId: string, page: number, crawledAt: string | null) {
  return useQuery({
    queryKey: [...crawlDiffKeys.earlier(siteId, page), crawledAt],
    queryFn: async () => {
      const offset = 1 + (page - 1) * PAGE_SIZE;
      const diffs = await call('listCrawlDiffs', {
        params: { id: siteId },
        query: { limit: PAGE_SIZE, offset },
      });
      return { count: Math.max(0, diffs.count - 1), results: diffs.results };
    },
    placeholderData: keepPreviousData,
  });
}
