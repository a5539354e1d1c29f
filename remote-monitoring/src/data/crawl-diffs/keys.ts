/** Query keys of crawl diffs (what each crawl of a site found changed). */
export const crawlDiffKeys = {
  all: ['crawl-diffs'] as const,
  latest: (siteId: string) => [...crawlDiffKeys.all, 'site', siteId, 'latest'] as const,
  earlier: (siteId: string, page: number) =>
    [...crawlDiffKeys.all, 'site', siteId, 'earlier', page] as const,
};
