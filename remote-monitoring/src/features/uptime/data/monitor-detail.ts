import type { MonitorStatsPeriod } from '@vigil/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, pageQuery } from '@vigil/shared';
import { usePageQuery } from '../../../lib/use-page-query';
import { monitorKeys } from './monitors';

/**
 * Query keys of one monitor's screen, under the monitors' root: saving the monitor (the form
 * invalidates `monitorKeys.all`) reads its screen again too.
 */
export const monitorDetailKeys = {
  all: (id: string) => [...monitorKeys.all, 'detail', id] as const,
  monitor: (id: string) => [...monitorDetailKeys.all(id), 'monitor'] as const,
  stats: (id: string, period: MonitorStatsPeriod) =>
    [...monitorDetailKeys.all(id), 'stats', period] as const,
  incidents: (id: string, page: number) =>
    [...monitorDetailKeys.all(id), 'incidents', page] as const,
  results: (id: string, page: number) => [...monitorDetailKeys.all(id), 'results', page] as const,
};

/** Checks run every minute or faster: the screen reads its figures again while it is open. */
const REFRESH_MS = 30_000;
const live = { refetchInterval: REFRESH_MS, staleTime: 0 } as const;

/** GET /v1/ops/monitor/:id : state, target, interval and uptime 24 h / 7 d / 30 d. */
export function useMonitor(id: string) {
  return useQuery({
    queryKey: monitorDetailKeys.monitor(id),
    queryFn: () => call('getMonitor', { params: { id } }),
    ...live,
  });
}

/** GET /v1/ops/monitor/:id/stats : the period's buckets (p50/p95, uptime, gaps). */
export function useMonitorStats(id: string, period: MonitorStatsPeriod) {
  return usePageQuery(
    monitorDetailKeys.stats(id, period),
    () => call('getMonitorStats', { params: { id }, query: { period } }),
    live,
  );
}

/** GET /v1/ops/monitor/:id/incidents : newest first, a page at a time. */
export function useMonitorIncidents(id: string, page: number) {
  return usePageQuery(
    monitorDetailKeys.incidents(id, page),
    () => call('listMonitorIncidents', { params: { id }, query: pageQuery(page) }),
    live,
  );
}

/** GET /v1/ops/monitor/:id/results : the last checks, newest first, a page at a time. */
export function useMonitorResults(id: string, page: number) {
  return usePageQuery(
    monitorDetailKeys.results(id, page),
    () => call('listMonitorResults', { params: { id }, query: pageQuery(page) }),
    live,
  );
}

/** POST /v1/ops/monitor/:id/check : checks now; the answer is shown, not stored. */
export function useCheckNow(id: string) {
  return useMutation({ mutationFn: () => call('checkMonitor', { params: { id } }) });
}
