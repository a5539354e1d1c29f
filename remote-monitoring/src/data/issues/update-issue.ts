import type { IssueUpdateBody } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify, refreshHomeMetrics } from '@vigil/shared';
import { issueKeys } from './keys';

/** POST /v1/ops/issue/:id: the fields sent change, the others stay. */
export const updateIssue = (id: string, body: IssueUpdateBody) =>
  call('updateIssue', { params: { id }, body });

export function useUpdateIssue(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueUpdateBody) => updateIssue(id, body),
    onSuccess: (issue, body) => {
      queryClient.setQueryData(issueKeys.detail(id), issue);
      void queryClient.invalidateQueries({ queryKey: issueKeys.lists() });
      // Only a status change moves the open-issues badge.
      if (body.status) void refreshHomeMetrics();
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not save the issue.')),
  });
}
