import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { flowRunKeys } from './keys';

/** POST /v1/ops/flowrun/:id/cancel: stops the run's pending nodes. */
export const cancelFlowRun = (id: string) => call('cancelFlowRun', { params: { id } });

export function useCancelFlowRun(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelFlowRun(id),
    onSuccess: (run) => queryClient.setQueryData(flowRunKeys.detail(id), run),
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not cancel the run.')),
  });
}
