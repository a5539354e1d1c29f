import type { ScheduleCreateBody } from '@vigil/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { scheduleKeys } from './keys';

/** POST /v1/ops/schedule/preview: what the schedule would use per month, nothing saved. */
export const previewScheduleCost = (body: ScheduleCreateBody) =>
  call('previewScheduleCost', { body });

/** The cost of `body` (null: not asked yet); the last answer stays while the next loads. */
export function useScheduleCost(body: ScheduleCreateBody | null) {
  return useQuery({
    queryKey: scheduleKeys.preview(body),
    queryFn: () => previewScheduleCost(body!),
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 30_000,
  });
}
