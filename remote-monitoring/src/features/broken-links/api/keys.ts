import type { CrawlLinkFilter } from './list-site-links';

/** Query keys of the broken-links feature. */
export const brokenLinkKeys = {
  all: ['broken-links'] as const,
  /** `crawledAt` is part of the key: a finished crawl replaces the findings, so read anew. */
  list: (siteId: string, crawledAt: string | null, kind: CrawlLinkFilter, page: number) =>
    [...brokenLinkKeys.all, siteId, crawledAt, kind, page] as const,
};
