/** Query keys of the cases feature; 'cases' keeps them apart from other features' keys. */
export const caseKeys = {
  all: ['cases'] as const,
  list: (page: number, siteId: string | null) => [...caseKeys.all, 'list', siteId, page] as const,
  detail: (id: string) => [...caseKeys.all, 'detail', id] as const,
  // The team's sites, read here to name each case's site and to filter by site.
  sites: () => [...caseKeys.all, 'sites'] as const,
  site: (id: string) => [...caseKeys.all, 'site', id] as const,
};
