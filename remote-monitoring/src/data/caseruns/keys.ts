/** Query keys of case runs. */
export const caseRunKeys = {
  all: ['caseruns'] as const,
  detail: (id: string) => [...caseRunKeys.all, 'detail', id] as const,
  ofCase: (caseId: string, page: number) => [...caseRunKeys.all, 'case', caseId, page] as const,
};
