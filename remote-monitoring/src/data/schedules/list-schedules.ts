import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, pageQuery } from '@vigil/shared';
import { scheduleKeys } from './keys';

/** GET /v1/ops/schedule: one page of the team's schedules. */
export const listSchedules = (page: number) => call('listSchedules', { query: pageQuery(page) });

/**
 * One page of schedules; the previous page stays on screen while the next loads. Runs happen by
 * themselves, so the list is re-read whenever the screen opens or regains focus.
 */
export function useSchedules(page: number) {
  return useQuery({
    queryKey: scheduleKeys.list(page),
    queryFn: () => listSchedules(page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

// The API's largest page: the plans allow far fewer schedules than that (schedules_allowed).
const EVERY_SCHEDULE = { limit: 100, offset: 0 };

/** Every schedule of the team (its first 100), for the site and page panels. */
export function useEverySchedule() {
  return useQuery({
    queryKey: scheduleKeys.every(),
    queryFn: () => call('listSchedules', { query: EVERY_SCHEDULE }),
    staleTime: 0,
  });
}
