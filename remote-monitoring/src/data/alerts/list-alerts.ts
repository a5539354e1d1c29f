import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, pageQuery } from '@vigil/shared';
import { alertKeys } from './keys';

/** GET /v1/ops/alert: one page of the team's alerts. */
export const listAlerts = (page: number) => call('listAlerts', { query: pageQuery(page) });

export function useAlerts(page: number) {
  return useQuery({
    queryKey: alertKeys.list(page),
    queryFn: () => listAlerts(page),
    placeholderData: keepPreviousData,
  });
}

/** The team's alerts (first 100), for the schedule form's alert picker. */
export function useEveryAlert() {
  return useQuery({
    queryKey: alertKeys.every(),
    queryFn: () => call('listAlerts', { query: { limit: 100, offset: 0 } }),
  });
}
