import type { BodyOf, Monitor, MonitorState } from '@vigil/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, pageQuery } from '@vigil/shared';
import { useRereadMutation } from '../../../lib/object-mutations';
import { usePageQuery } from '../../../lib/use-page-query';

/** Query keys of uptime monitors. */
export const monitorKeys = {
  all: ['monitors'] as const,
  list: (page: number, filters: MonitorListFilters) =>
    [...monitorKeys.all, 'list', page, filters] as const,
  alerts: () => [...monitorKeys.all, 'alerts'] as const,
  secrets: () => [...monitorKeys.all, 'secrets'] as const,
};

/** What narrows the list (GET /v1/ops/monitor's `state`, `site_id`, `q`); unset reads all. */
export interface MonitorListFilters {
  state?: MonitorState | undefined;
  site_id?: string | undefined;
  q?: string | undefined;
}

/** The filters that are set, so an unset one is not sent as `?q=`. */
const setOnly = (filters: MonitorListFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) as MonitorListFilters;

/** How often the list is read again while open: checks run every minute or faster. */
const REFRESH_MS = 30_000;

/** GET /v1/ops/monitor: one page of the team's monitors (filtered), read again every 30 s. */
export function useMonitors(page: number, filters: MonitorListFilters = {}) {
  const set = setOnly(filters);
  return usePageQuery(
    monitorKeys.list(page, set),
    () => call('listMonitors', { query: { ...pageQuery(page), ...set } }),
    { refetchInterval: REFRESH_MS, staleTime: 0 },
  );
}

/** The team's alerts (the first 100), for the form's "Notify" choice. */
export function useAlertChoices() {
  return useQuery({
    queryKey: monitorKeys.alerts(),
    queryFn: () => call('listAlerts', { query: { limit: 100, offset: 0 } }),
  });
}

/** The team's secret names (the first 100), for the headers' and basic auth's secret choices. */
export function useSecretChoices() {
  return useQuery({
    queryKey: monitorKeys.secrets(),
    queryFn: () => call('listSecrets', { query: { limit: 100, offset: 0 } }),
  });
}

/** Creates the monitor, or updates it when `id` is given; errors are left to the form. */
export function useSaveMonitor(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createMonitor'>) =>
      id ? call('updateMonitor', { params: { id }, body }) : call('createMonitor', { body }),
    // Not awaited: a new heartbeat's secret URL is shown as soon as the API has answered, not
    // after the list behind the dialog has been read again.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: monitorKeys.all }),
  });
}

/** PATCH {paused}: pause or resume a monitor. */
export const useSetMonitorPaused = () =>
  useRereadMutation(
    ({ id, paused }: { id: string; paused: boolean }) =>
      call('updateMonitor', { params: { id }, body: { paused } }),
    monitorKeys.all,
    'Could not change the monitor.',
  );

/** DELETE /v1/ops/monitor/:id (its issues stay). */
export const useDeleteMonitor = () =>
  useRereadMutation(
    (id: string) => call('deleteMonitor', { params: { id } }),
    monitorKeys.all,
    'Could not delete the monitor.',
  );

/** What a bulk pause or resume did: how many changed, and each that did not, with why. */
export interface BulkPauseResult {
  paused: boolean;
  changed: number;
  failed: { name: string; reason: string }[];
}

/**
 * Pauses or resumes several monitors: one PATCH {paused} each, side by side (a page holds at most
 * 100), so each is checked as an edit is and one refusal does not stop the others.
 */
export function useSetMonitorsPaused() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ monitors, paused }: { monitors: Monitor[]; paused: boolean }) => {
      const answers = await Promise.allSettled(
        monitors.map((it) => call('updateMonitor', { params: { id: it.id }, body: { paused } })),
      );
      const failed = answers.flatMap((answer, index) =>
        answer.status === 'rejected'
          ? [
              {
                name: monitors[index]!.name,
                reason: apiErrorMessage(answer.reason, 'Could not change the monitor.'),
              },
            ]
          : [],
      );
      return { paused, changed: monitors.length - failed.length, failed } as BulkPauseResult;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: monitorKeys.all }),
  });
}
