import type { IssueCreateBody } from '@vigil/contract';
import { call, refreshHomeMetrics } from '@vigil/shared';
import { useSaveMutation } from '../../lib/object-mutations';
import { issueKeys } from './keys';

/** POST /v1/ops/issue: a new open issue. */
export const createIssue = (body: IssueCreateBody) => call('createIssue', { body });

export const useCreateIssue = () =>
  useSaveMutation(createIssue, issueKeys, { onSaved: () => void refreshHomeMetrics() });
