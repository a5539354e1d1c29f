import type { CaseStep } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { caseKeys } from './keys';

/** PATCH /v1/ops/case/:id with the case's new steps (400 naming the step the server refuses). */
export const updateCaseSteps = (id: string, steps: CaseStep[]) =>
  call('updateCase', { params: { id }, body: { steps } });

/** Saves the steps; the screen then shows the saved case, and lists re-read their counts. */
export function useUpdateCaseSteps(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (steps: CaseStep[]) => updateCaseSteps(id, steps),
    onSuccess: (saved) => {
      queryClient.setQueryData(caseKeys.detail(id), saved);
      return queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    },
  });
}
