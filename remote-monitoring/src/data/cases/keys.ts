/** Query keys of cases. */
export const caseKeys = {
  all: ['cases'] as const,
  lists: () => [...caseKeys.all, 'list'] as const,
  list: (page: number, siteId: string | null, type: string | null = null) =>
    [...caseKeys.lists(), siteId, type, page] as const,
  /** Every case (of a site), for pickers. */
  every: (siteId: string | null) => [...caseKeys.lists(), 'every', siteId] as const,
  detail: (id: string) => [...caseKeys.all, 'detail', id] as const,
};
