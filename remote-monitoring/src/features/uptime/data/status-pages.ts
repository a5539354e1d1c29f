import type { BodyOf } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { call, getRuntimeConfig, pageQuery } from '@vigil/shared';
import { useRereadMutation } from '../../../lib/object-mutations';
import { usePageQuery } from '../../../lib/use-page-query';

/** Query keys of the team's status pages. */
export const statusPageKeys = {
  all: ['status-pages'] as const,
  list: (page: number) => [...statusPageKeys.all, 'list', page] as const,
  monitors: () => [...statusPageKeys.all, 'monitor-choices'] as const,
};

/** GET /v1/ops/status-page: one page of the team's status pages. */
export function useStatusPages(page: number) {
  return usePageQuery(statusPageKeys.list(page), () =>
    call('listStatusPages', { query: pageQuery(page) }),
  );
}

/** The team's monitors (the first 100) a page may show; `enabled` false: not asked yet. */
export function useMonitorChoices(enabled = true) {
  return useQuery({
    queryKey: statusPageKeys.monitors(),
    queryFn: () => call('listMonitors', { query: { limit: 100, offset: 0 } }),
    enabled,
  });
}

/** Creates the page, or updates it when `id` is given; errors are left to the form. */
export const useSaveStatusPage = (id: string | null) =>
  useRereadMutation(
    (body: BodyOf<'createStatusPage'>) =>
      id ? call('updateStatusPage', { params: { id }, body }) : call('createStatusPage', { body }),
    statusPageKeys.all,
  );

/** DELETE /v1/ops/status-page/:id: the public address answers "not found" from then on. */
export const useDeleteStatusPage = () =>
  useRereadMutation(
    (id: string) => call('deleteStatusPage', { params: { id } }),
    statusPageKeys.all,
    'Could not delete the status page.',
  );

/** The public page's full address: the API's base (same origin by default) and its path. */
export const publicUrlOf = (path: string) =>
  new URL(`${getRuntimeConfig().apiBase}${path}`, window.location.origin).href;
