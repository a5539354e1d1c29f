import type { IssueStatus } from '@vigil/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, pageQuery } from '@vigil/shared';
import { issueKeys } from './keys';

/** GET /v1/ops/issue: one page of the team's issues of one status, newest first. */
export const listIssues = (status: IssueStatus, search: string, page: number) =>
  call('listIssues', { query: { ...pageQuery(page), status, ...(search ? { search } : {}) } });

/** One page of issues; the previous page stays on screen while the next loads. */
export function useIssues(status: IssueStatus, search: string, page: number) {
  return useQuery({
    queryKey: issueKeys.list(status, search, page),
    queryFn: () => listIssues(status, search, page),
    placeholderData: keepPreviousData,
  });
}
