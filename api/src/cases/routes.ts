import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { CaseService } from './service';

export function caseRoutes(app: FastifyInstance, callers: ResolveCaller, cases: CaseService) {
  app.addHook('onClose', async () => cases.close());
  route(app, callers, endpoints.listCases, ({ caller, query }) =>
    cases.list(caller.accountId, query),
  );
  route(app, callers, endpoints.getCase, ({ caller, params }) =>
    cases.get(caller.accountId, params.id),
  );
  route(app, callers, endpoints.createCase, async ({ caller, body, reply }) => {
    const created = await cases.create(caller.accountId, body);
    reply.status(201);
    return created;
  });
  route(app, callers, endpoints.importCase, async ({ caller, body, reply }) => {
    const imported = await cases.importFile(caller.accountId, body);
    reply.status(201);
    return imported;
  });
  route(app, callers, endpoints.updateCase, ({ caller, params, body }) =>
    cases.update(caller.accountId, params.id, body),
  );
  route(app, callers, endpoints.deleteCase, ({ caller, params }) =>
    cases.remove(caller.accountId, params.id),
  );
}
