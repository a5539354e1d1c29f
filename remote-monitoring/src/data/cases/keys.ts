/** Query keys of cases. */
export const caseKeys = {
  all: ['cases'] as const,
  list: (page: number, siteId: string | null) => [...caseKeys.all, 'list', siteId, page] as const,
  detail: (id: string) => [...caseKeys.all, 'detail', id] as const,
};
