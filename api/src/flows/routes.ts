import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { seesWebhooks } from '../notify/webhook-mask';
import { route } from '../http/route';
import type { FlowRunService } from './run-service';
import type { FlowService } from './service';

export function flowRoutes(
  app: FastifyInstance,
  callers: ResolveCaller,
  flows: FlowService,
  runs: FlowRunService,
) {
  route(app, callers, endpoints.listFlows, ({ caller, query }) =>
    flows.list(caller.accountId, query, seesWebhooks(caller)),
  );
  route(app, callers, endpoints.createFlow, async ({ caller, body, reply }) => {
    const created = await flows.create(caller.accountId, body, seesWebhooks(caller));
    reply.status(201);
    return created;
  });
  route(app, callers, endpoints.getFlow, ({ caller, params }) =>
    flows.get(caller.accountId, params.id, seesWebhooks(caller)),
  );
  route(app, callers, endpoints.updateFlow, ({ caller, params, body }) =>
    flows.update(caller.accountId, params.id, body, seesWebhooks(caller)),
  );
  route(app, callers, endpoints.deleteFlow, ({ caller, params }) =>
    flows.remove(caller.accountId, params.id),
  );
  route(app, callers, endpoints.listFlowRuns, ({ caller, query }) =>
    runs.list(caller.accountId, query, seesWebhooks(caller)),
  );
  route(app, callers, endpoints.createFlowRun, async ({ caller, body, reply }) => {
    const created = await runs.create(caller.accountId, body, seesWebhooks(caller));
    reply.status(201);
    return created;
  });
  route(app, callers, endpoints.getFlowRun, ({ caller, params }) =>
    runs.get(caller.accountId, params.id, seesWebhooks(caller)),
  );
  route(app, callers, endpoints.cancelFlowRun, ({ caller, params }) =>
    runs.cancel(caller.accountId, params.id, seesWebhooks(caller)),
  );
}
