import type { IssueCreateBody } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { issueKeys } from './keys';
import { refreshOpenIssueCount } from './refresh-open-issue-count';

/** POST /v1/ops/issue: a new open issue. */
export const createIssue = (body: IssueCreateBody) => call('createIssue', { body });

export function useCreateIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIssue,
    onSuccess: (issue) => {
      queryClient.setQueryData(issueKeys.detail(issue.id), issue);
      void queryClient.invalidateQueries({ queryKey: issueKeys.lists() });
      void refreshOpenIssueCount();
    },
  });
}
