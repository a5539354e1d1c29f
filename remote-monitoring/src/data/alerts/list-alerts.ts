import { useQuery } from '@tanstack/react-query';
import { call, pageQuery } from '@vigil/shared';
import { usePageQuery } from '../../lib/use-page-query';
import { alertKeys } from './keys';

/** GET /v1/ops/alert: one page of the team's alerts. */
export const listAlerts = (page: number) => call('listAlerts', { query: pageQuery(page) });

export const useAlerts = (page: number) =>
  usePageQuery(alertKeys.list(page), () => listAlerts(page));

/** The team's alerts (first 100), for the schedule form's alert picker. */
export function useEveryAlert() {
  return useQuery({
    queryKey: alertKeys.every(),
    queryFn: () => call('listAlerts', { query: { limit: 100, offset: 0 } }),
  });
}
