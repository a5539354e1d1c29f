/** Query keys of pages: one page, and the pages of a site (all under `ofSite`). */
export const pageKeys = {
  all: ['pages'] as const,
  detail: (pageId: string) => [...pageKeys.all, 'detail', pageId] as const,
  ofSite: (siteId: string) => [...pageKeys.all, 'site', siteId] as const,
  list: (siteId: string, page: number) => [...pageKeys.ofSite(siteId), page] as const,
};
