import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { caseKeys } from './keys';

/** DELETE /v1/ops/case/:id: the case goes with its runs and their screenshots. */
export const deleteCase = (id: string) => call('deleteCase', { params: { id } });

export function useDeleteCase(id: string, onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCase(id),
    onSuccess: () => {
      onDeleted();
      queryClient.removeQueries({ queryKey: caseKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: caseKeys.lists() });
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not delete the case.')),
  });
}
