import type { ScheduleCreateBody } from '@vigil/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { scheduleKeys } from './keys';

/** POST /v1/ops/schedule (426 `max schedules reached` past the plan). */
export const createSchedule = (body: ScheduleCreateBody) => call('createSchedule', { body });

/** PATCH /v1/ops/schedule/:id with every field of the form (checked whole by the API). */
export const updateSchedule = (id: string, body: ScheduleCreateBody) =>
  call('updateSchedule', { params: { id }, body });

/**
 * Creates the schedule, or updates it when `id` is given. Errors are left to the form, which
 * shows a 400 on the field it names.
 */
export function useSaveSchedule(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleCreateBody) =>
      id ? updateSchedule(id, body) : createSchedule(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
