import type { BodyOf } from '@vigil/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, call, getRuntimeConfig, notify, pageQuery } from '@vigil/shared';

/** Query keys of the team's status pages. */
export const statusPageKeys = {
  all: ['status-pages'] as const,
  list: (page: number) => [...statusPageKeys.all, 'list', page] as const,
  monitors: () => [...statusPageKeys.all, 'monitor-choices'] as const,
};

/** GET /v1/ops/status-page: one page of the team's status pages. */
export function useStatusPages(page: number) {
  return useQuery({
    queryKey: statusPageKeys.list(page),
    queryFn: () => call('listStatusPages', { query: pageQuery(page) }),
    placeholderData: keepPreviousData,
  });
}

/** The team's monitors (the first 100) a page may show. */
export function useMonitorChoices() {
  return useQuery({
    queryKey: statusPageKeys.monitors(),
    queryFn: () => call('listMonitors', { query: { limit: 100, offset: 0 } }),
  });
}

/** Creates the page, or updates it when `id` is given; errors are left to the form. */
export function useSaveStatusPage(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createStatusPage'>) =>
      id ? call('updateStatusPage', { params: { id }, body }) : call('createStatusPage', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusPageKeys.all }),
  });
}

/** DELETE /v1/ops/status-page/:id: the public address answers "not found" from then on. */
export function useDeleteStatusPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call('deleteStatusPage', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusPageKeys.all }),
    onError: (error) => notify.error(apiErrorMessage(error, 'Could not delete the status page.')),
  });
}

/** The public page's full address: the API's base (same origin by default) and its path. */
export const publicUrlOf = (path: string) =>
  new URL(`${getRuntimeConfig().apiBase}${path}`, window.location.origin).href;
