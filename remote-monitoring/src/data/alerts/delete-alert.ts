import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { scheduleKeys } from '../schedules/keys';
import { alertKeys } from './keys';

/** DELETE /v1/ops/alert/:id (the schedules it was attached to keep running, without it). */
export const deleteAlert = (id: string) => call('deleteAlert', { params: { id } });

export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: alertKeys.all }),
        queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
      ]),
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not delete the alert.')),
  });
}
