import type { IssueUpdateBody } from '@vigil/contract';
import { call, refreshHomeMetrics } from '@vigil/shared';
import { useSaveMutation } from '../../lib/object-mutations';
import { issueKeys } from './keys';

/** POST /v1/ops/issue/:id: the fields sent change, the others stay. */
export const updateIssue = (id: string, body: IssueUpdateBody) =>
  call('updateIssue', { params: { id }, body });

export const useUpdateIssue = (id: string) =>
  useSaveMutation((body: IssueUpdateBody) => updateIssue(id, body), issueKeys, {
    failed: 'Could not save the issue.',
    // Only a status change moves the open-issues badge.
    onSaved: (_issue, body) => {
      if (body.status) void refreshHomeMetrics();
    },
  });
