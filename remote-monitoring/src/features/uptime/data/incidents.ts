import type { BodyOf } from '@vigil/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, notify, pageQuery } from '@vigil/shared';

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
  return useQuery({
    queryKey: incidentKeys.list(page),
    queryFn: () => call('listTeamIncidents', { query: pageQuery(page) }),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}

/** POST /v1/ops/incident/:id/updates; errors are left to the form (its field). */
export function usePostIncidentUpdate(incidentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createIncidentUpdate'>) =>
      call('createIncidentUpdate', { params: { id: incidentId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.all }),
  });
}

/** DELETE /v1/ops/incident/:id/updates/:update_id: gone from the status pages at once. */
export function useDeleteIncidentUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: { id: string; update_id: string }) =>
      call('deleteIncidentUpdate', { params: ids }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: incidentKeys.all }),
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not delete the update.')),
  });
}
