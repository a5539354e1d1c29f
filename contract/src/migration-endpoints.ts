import { endpoint, idParams } from './endpoint';
import { listOf, pageQuerySchema } from './common';
import * as ops from './ops';

/** Site migrations (issue 13): a site compared with another host, path by path. */
export const migrationEndpoints = {
  /** Scans each path on the site and on `base_url` and compares them; 201 with the migration. */
  createSiteMigration: endpoint({
    method: 'POST',
    path: '/v1/ops/site/:id/migration',
    access: 'member',
    status: 201,
    params: idParams,
    body: ops.siteMigrationCreateBodySchema,
    response: ops.siteMigrationSchema,
  }),
  /** The site's migrations, newest first. */
  listSiteMigrations: endpoint({
    method: 'GET',
    path: '/v1/ops/site/:id/migration',
    access: 'member',
    params: idParams,
    query: pageQuerySchema,
    response: listOf(ops.siteMigrationSummarySchema),
  }),
  getSiteMigration: endpoint({
    method: 'GET',
    path: '/v1/ops/migration/:id',
    access: 'member',
    params: idParams,
    response: ops.siteMigrationSchema,
  }),
};
