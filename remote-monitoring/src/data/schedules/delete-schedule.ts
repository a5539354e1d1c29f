import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { scheduleKeys } from './keys';

/** DELETE /v1/ops/schedule/:id. */
export const deleteSchedule = (id: string) => call('deleteSchedule', { params: { id } });

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSchedule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not delete the schedule.')),
  });
}
