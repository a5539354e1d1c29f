import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, pageQuery, pollWhile } from '@vigil/shared';
import { siteMigrationKeys } from './keys';

/** GET /v1/ops/site/:id/migration: one page of the site's migrations, newest first. */
export const listSiteMigrations = (siteId: string, page: number) =>
  call('listSiteMigrations', { params: { id: siteId }, query: pageQuery(page) });

/** One page of migrations; re-read every 5 s while one of them is working (its progress). */
export function useSiteMigrations(siteId: string, page: number) {
  return useQuery({
    queryKey: siteMigrationKeys.list(siteId, page),
    queryFn: () => listSiteMigrations(siteId, page),
    placeholderData: keepPreviousData,
    refetchInterval: pollWhile((list) =>
      Boolean(list?.results.some((migration) => migration.status === 'working')),
    ),
  });
}
