import type { BodyOf } from '@vigil/contract';
import { call, pageQuery } from '@vigil/shared';
import { useRereadMutation } from '../../../lib/object-mutations';
import { usePageQuery } from '../../../lib/use-page-query';

/** Query keys of the team's incidents and the updates written on them. */
export const incidentKeys = {
  all: ['incidents'] as const,
  list: (page: number) => [...incidentKeys.all, 'list', page] as const,
};

/**
 * GET /v1/ops/incident: one page of the team's incidents, open ones first, each with its updates.
 * Polled each minute: a monitor going Down opens one without anyone reloading.
 */
export function useIncidents(page: number) {
  return usePageQuery(
    incidentKeys.list(page),
    () => call('listTeamIncidents', { query: pageQuery(page) }),
    { refetchInterval: 60_000 },
  );
}

/** POST /v1/ops/incident/:id/updates; errors are left to the form (its field). */
export const usePostIncidentUpdate = (incidentId: string) =>
  useRereadMutation(
    (body: BodyOf<'createIncidentUpdate'>) =>
      call('createIncidentUpdate', { params: { id: incidentId }, body }),
    incidentKeys.all,
  );

/** DELETE /v1/ops/incident/:id/updates/:update_id: gone from the status pages at once. */
export const useDeleteIncidentUpdate = () =>
  useRereadMutation(
    (ids: { id: string; update_id: string }) => call('deleteIncidentUpdate', { params: ids }),
    incidentKeys.all,
    'Could not delete the update.',
  );
