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

export interface LatestCrawl {
  /** The running crawl's progress (0-100); null when unknown or not crawling. */
  progress: number | null;
  /** What the finished crawl did ("1 page new, 1 scanned. …"); null while crawling or unknown. */
  detail: string | null;
}

/** The newest crawl of a site, polled while `crawling`. */
export function useLatestCrawl(siteId: string, crawling: boolean): LatestCrawl {
  const { data } = useQuery({
    queryKey: processKeys.latestCrawl(siteId),
    queryFn: () => getLatestCrawl(siteId),
    refetchInterval: pollWhile(() => crawling),
  });
  const running = crawling && data && data.time_completed === null;
  return {
    progress: running ? data.progress : null,
    detail: !crawling && data?.time_completed ? data.detail : null,
  };
}
