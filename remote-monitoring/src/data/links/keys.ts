import type { CrawlLinkFilter } from './list-site-links';

/** Query keys of the links (broken, redirected) the latest crawl of a site met. */
export const linkKeys = {
  all: ['links'] as const,
  /** `crawledAt` is part of the key: a finished crawl replaces the findings, so read anew. */
  list: (siteId: string, crawledAt: string | null, kind: CrawlLinkFilter, page: number) =>
    [...linkKeys.all, siteId, crawledAt, kind, page] as const,
  /** The pages linking to one finding (the rest of a row's `linked_from`), a page at a time. */
  pages: (siteId: string, kind: string, url: string, page: number) =>
    [...linkKeys.all, siteId, 'pages', kind, url, page] as const,
};
