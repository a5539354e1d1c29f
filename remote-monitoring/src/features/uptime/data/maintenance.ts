import type { BodyOf } from '@vigil/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify, pageQuery } from '@vigil/shared';
import { statusPageKeys } from './status-pages';

/** Query keys of the team's maintenance windows. */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  list: (page: number) => [...maintenanceKeys.all, 'list', page] as const,
};

/** GET /v1/ops/maintenance: one page of the team's windows, each with its next occurrence. */
export function useMaintenanceWindows(page: number) {
  return useQuery({
    queryKey: maintenanceKeys.list(page),
    queryFn: () => call('listMaintenance', { query: pageQuery(page) }),
    placeholderData: keepPreviousData,
  });
}

/** Creates the window, or updates it when `id` is given; errors are left to the form. */
export function useSaveMaintenance(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createMaintenance'>) =>
      id
        ? call('updateMaintenance', { params: { id }, body })
        : call('createMaintenance', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
  });
}

/** DELETE /v1/ops/maintenance/:id: notices are no longer held for it. */
export function useDeleteMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('deleteMaintenance', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not delete the window.')),
  });
}

/**
 * The team's monitors' names (the first 100), asked only when some window lists monitors; the
 * status page form's cache entry, so the list and its forms share one request.
 */
export function useMonitorNames(enabled: boolean) {
  const monitors = useQuery({
    queryKey: statusPageKeys.monitors(),
    queryFn: () => call('listMonitors', { query: { limit: 100, offset: 0 } }),
    enabled,
  });
  return new Map((monitors.data?.results ?? []).map((m) => [m.id, m.name]));
}
