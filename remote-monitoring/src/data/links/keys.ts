import type { CrawlLinkFilter } from './list-site-links';

/** Query keys of the links (broken, redirected) the latest crawl of a site met. */
export const linkKeys = {
  all: ['links'] as const,
  /** `crawledAt` is part of the key: a finished crawl replaces the findings, so read anew. */
  list: (siteId: string, crawledAt: string | null, kind: CrawlLinkFilter, page: number) =>
    [...linkKeys.all, siteId, crawledAt, kind, page] as const,
};
