import type { CaseRunCreateBody } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { caseRunKeys } from './keys';

/** POST /v1/ops/caserun: runs a case on a site, answered as working (426 over the plan). */
export const startCaseRun = (body: CaseRunCreateBody) => call('createCaseRun', { body });

export function useStartCaseRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCaseRun,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: caseRunKeys.all }),
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not start the run.')),
  });
}
