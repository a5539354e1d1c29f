import { call, pageQuery, pollWhile } from '@vigil/shared';
import { usePageQuery } from '../../lib/use-page-query';
import { siteMigrationKeys } from './keys';

/** GET /v1/ops/site/:id/migration: one page of the site's migrations, newest first. */
export const listSiteMigrations = (siteId: string, page: number) =>
  call('listSiteMigrations', { params: { id: siteId }, query: pageQuery(page) });

/** One page of migrations; re-read every 5 s while one of them is working (its progress). */
export const useSiteMigrations = (siteId: string, page: number) =>
  usePageQuery(siteMigrationKeys.list(siteId, page), () => listSiteMigrations(siteId, page), {
    refetchInterval: pollWhile((list) =>
      Boolean(list?.results.some((migration) => migration.status === 'working')),
    ),
  });
