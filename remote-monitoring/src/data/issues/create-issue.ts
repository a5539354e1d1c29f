import type { IssueCreateBody } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, refreshHomeMetrics } from '@vigil/shared';
import { issueKeys } from './keys';

/** POST /v1/ops/issue: a new open issue. */
export const createIssue = (body: IssueCreateBody) => call('createIssue', { body });

export function useCreateIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createIssue,
    onSuccess: (issue) => {
      queryClient.setQueryData(issueKeys.detail(issue.id), issue);
      void queryClient.invalidateQueries({ queryKey: issueKeys.lists() });
      void refreshHomeMetrics();
    },
  });
}
