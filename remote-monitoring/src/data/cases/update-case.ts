import type { CaseStep } from '@vigil/contract';
import { call } from '@vigil/shared';
import { useSaveMutation } from '../../lib/object-mutations';
import { caseKeys } from './keys';

/** PATCH /v1/ops/case/:id with the case's new steps (400 naming the step the server refuses). */
export const updateCaseSteps = (id: string, steps: CaseStep[]) =>
  call('updateCase', { params: { id }, body: { steps } });

/** Saves the steps; the screen then shows the saved case, and lists re-read their counts. */
export const useUpdateCaseSteps = (id: string) =>
  useSaveMutation((steps: CaseStep[]) => updateCaseSteps(id, steps), caseKeys, {
    awaitLists: true,
  });
