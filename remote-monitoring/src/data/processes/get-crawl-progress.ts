import { useQuery } from '@tanstack/react-query';
import { call, pollWhile } from '@vigil/shared';
import { processKeys } from './keys';

/** The newest crawl process of a site (the API lists processes newest first). */
export async function getLatestCrawl(siteId: string) {
  const processes = await call('listProcesses', {
    query: { type: 'crawl', site_id: siteId, limit: 1 },
  });
  return processes.results[0] ?? null;
}

/** The running crawl's progress (0-100), polled while `crawling`; null when unknown. */
export function useCrawlProgress(siteId: string, crawling: boolean): number | null {
  const { data } = useQuery({
    queryKey: processKeys.latestCrawl(siteId),
    queryFn: () => getLatestCrawl(siteId),
    enabled: crawling,
    refetchInterval: pollWhile(() => crawling),
  });
  return crawling && data && data.time_completed === null ? data.progress : null;
}
