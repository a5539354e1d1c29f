import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { resourceRoutes } from '../http/resource-routes';
import { route } from '../http/route';
import type { CaseService } from './service';

export function caseRoutes(app: FastifyInstance, callers: ResolveCaller, cases: CaseService) {
  app.addHook('onClose', async () => cases.close());
  resourceRoutes(app, callers, ['Case', 'Cases'], cases);
  route(app, callers, endpoints.importCase, ({ caller, body }) =>
    cases.importFile(caller.accountId, body),
  );
}
