import type { Site } from '@vigil/contract';

type CrawlTimes = Pick<Site, 'time_crawl_started' | 'time_crawl_completed'>;

export type CrawlState = { kind: 'never' } | { kind: 'crawling' } | { kind: 'crawled'; at: string };

/**
 * A crawl runs from time_crawl_started until a time_crawl_completed at or after it; a completion
 * older than the latest start belongs to the previous crawl.
 */
export function crawlStateOf({ time_crawl_started, time_crawl_completed }: CrawlTimes): CrawlState {
  const started = time_crawl_started ? Date.parse(time_crawl_started) : null;
  const completed = time_crawl_completed ? Date.parse(time_crawl_completed) : null;
  if (started !== null && (completed === null || completed < started)) return { kind: 'crawling' };
  if (time_crawl_completed) return { kind: 'crawled', at: time_crawl_completed };
  return { kind: 'never' };
}

export const isCrawling = (site: CrawlTimes) => crawlStateOf(site).kind === 'crawling';
