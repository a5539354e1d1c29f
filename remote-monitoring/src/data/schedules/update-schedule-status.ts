import type { Schedule } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify } from '@vigil/shared';
import { scheduleKeys } from './keys';

/** PATCH /v1/ops/schedule/:id {status}: pause or resume. */
export const setScheduleStatus = (id: string, status: Schedule['status']) =>
  call('updateSchedule', { params: { id }, body: { status } });

export function useSetScheduleStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: Schedule['status'] }) =>
      setScheduleStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not change the schedule.')),
  });
}
