import type { BodyOf } from '@vigil/contract';
import { call, pageQuery } from '@vigil/shared';
import { useRereadMutation } from '../../../lib/object-mutations';
import { usePageQuery } from '../../../lib/use-page-query';
import { useMonitorChoices } from './status-pages';

/** Query keys of the team's maintenance windows. */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  list: (page: number) => [...maintenanceKeys.all, 'list', page] as const,
};

/** GET /v1/ops/maintenance: one page of the team's windows, each with its next occurrence. */
export function useMaintenanceWindows(page: number) {
  return usePageQuery(maintenanceKeys.list(page), () =>
    call('listMaintenance', { query: pageQuery(page) }),
  );
}

/** Creates the window, or updates it when `id` is given; errors are left to the form. */
export const useSaveMaintenance = (id: string | null) =>
  useRereadMutation(
    (body: BodyOf<'createMaintenance'>) =>
      id
        ? call('updateMaintenance', { params: { id }, body })
        : call('createMaintenance', { body }),
    maintenanceKeys.all,
  );

/** DELETE /v1/ops/maintenance/:id: notices are no longer held for it. */
export const useDeleteMaintenance = () =>
  useRereadMutation(
    (id: string) => call('deleteMaintenance', { params: { id } }),
    maintenanceKeys.all,
    'Could not delete the window.',
  );

/**
 * The team's monitors' names, asked only when some window lists monitors; the status page
 * form's choices, so the list and its forms share one request.
 */
export function useMonitorNames(enabled: boolean) {
  const monitors = useMonitorChoices(enabled);
  return new Map((monitors.data?.results ?? []).map((m) => [m.id, m.name]));
}
