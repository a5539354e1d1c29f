import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { TestService } from './service';
import type { createPageTestSettings } from './settings';

export function testRoutes(
  app: FastifyInstance,
  callers: ResolveCaller,
  tests: TestService,
  settings: ReturnType<typeof createPageTestSettings>,
) {
  route(app, callers, endpoints.createTest, async ({ caller, body, reply }) => {
    const created = await tests.create(caller.accountId, body);
    reply.status(201);
    return created;
  });
  route(app, callers, endpoints.listTests, ({ caller, query }) =>
    tests.list(
      caller.accountId,
      query.page_id ? { page_id: query.page_id } : { site_id: query.site_id! },
      query,
    ),
  );
  route(app, callers, endpoints.getTest, ({ caller, params }) =>
    tests.get(caller.accountId, params.id),
  );
  route(app, callers, endpoints.acceptTestBaseline, ({ caller, params }) =>
    tests.accept(caller.accountId, params.id),
  );
  route(app, callers, endpoints.getPageTestSettings, ({ caller, params }) =>
    settings.get(caller.accountId, params.id),
  );
  route(app, callers, endpoints.updatePageTestSettings, ({ caller, params, body }) =>
    settings.update(caller.accountId, params.id, body.ignore_selectors),
  );
}
