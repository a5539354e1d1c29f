import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { seesWebhooks } from '../notify/webhook-mask';
import { resourceRoutes } from '../http/resource-routes';
import { route } from '../http/route';
import type { FlowRunService } from './run-service';
import type { FlowService } from './service';

export function flowRoutes(
  app: FastifyInstance,
  callers: ResolveCaller,
  flows: FlowService,
  runs: FlowRunService,
) {
  resourceRoutes(app, callers, ['Flow', 'Flows'], flows, {
    view: (caller): [boolean] => [seesWebhooks(caller)],
  });
  route(app, callers, endpoints.listFlowRuns, ({ caller, query }) =>
    runs.list(caller.accountId, query, seesWebhooks(caller)),
  );
  route(app, callers, endpoints.createFlowRun, ({ caller, body }) =>
    runs.create(caller.accountId, body, seesWebhooks(caller)),
  );
  route(app, callers, endpoints.getFlowRun, ({ caller, params }) =>
    runs.get(caller.accountId, params.id, seesWebhooks(caller)),
  );
  route(app, callers, endpoints.cancelFlowRun, ({ caller, params }) =>
    runs.cancel(caller.accountId, params.id, seesWebhooks(caller)),
  );
}
