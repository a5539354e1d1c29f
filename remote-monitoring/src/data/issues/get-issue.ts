import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { issueKeys } from './keys';

/** GET /v1/ops/issue/:id (404 for an unknown issue or another team's, 400 for a malformed id). */
export const getIssue = (id: string) => call('getIssue', { params: { id } });

export function useIssue(id: string) {
  return useQuery({ queryKey: issueKeys.detail(id), queryFn: () => getIssue(id) });
}
