import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { SiteMigrationService } from './service';

export function siteMigrationRoutes(
  app: FastifyInstance,
  callers: ResolveCaller,
  migrations: SiteMigrationService,
) {
  route(app, callers, endpoints.createSiteMigration, ({ caller, params, body }) =>
    migrations.create(caller.accountId, params.id, body),
  );
  route(app, callers, endpoints.listSiteMigrations, ({ caller, params, query }) =>
    migrations.list(caller.accountId, params.id, query),
  );
  route(app, callers, endpoints.getSiteMigration, ({ caller, params }) =>
    migrations.get(caller.accountId, params.id),
  );
}
