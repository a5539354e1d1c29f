import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { secretKeys } from './keys';

/** DELETE /v1/ops/secret/:id (admins): steps naming it then fail with its name. */
export const deleteSecret = (id: string) => call('deleteSecret', { params: { id } });

export function useDeleteSecret(onDeleted: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSecret,
    onSuccess: () => {
      onDeleted();
      return queryClient.invalidateQueries({ queryKey: secretKeys.all });
    },
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not delete the secret.')),
  });
}
