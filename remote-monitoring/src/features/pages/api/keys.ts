/** Query keys of the pages feature. */
export const pageKeys = {
  all: ['pages'] as const,
  ofSite: (siteId: string) => [...pageKeys.all, 'site', siteId] as const,
  list: (siteId: string, page: number) => [...pageKeys.ofSite(siteId), page] as const,
};
