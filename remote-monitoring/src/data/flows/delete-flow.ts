import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { flowKeys } from './keys';

/** DELETE /v1/ops/flow/:id: the flow and its runs. */
export const deleteFlow = (id: string) => call('deleteFlow', { params: { id } });

export function useDeleteFlow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFlow,
    onSuccess: (_ok, id) => {
      queryClient.removeQueries({ queryKey: flowKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: flowKeys.lists() });
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not delete the flow.')),
  });
}
