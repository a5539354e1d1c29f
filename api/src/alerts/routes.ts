import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { AlertService } from './service';
import { seesWebhooks } from '../notify/webhook-mask';

export function alertRoutes(app: FastifyInstance, callers: ResolveCaller, service: AlertService) {
  route(app, callers, endpoints.listAlerts, ({ caller, query }) =>
    service.list(caller.accountId, query, seesWebhooks(caller)),
  );
  route(app, callers, endpoints.createAlert, async ({ caller, body, reply }) => {
    const created = await service.create(caller.accountId, body, seesWebhooks(caller));
    reply.status(201);
    return created;
  });
  route(app, callers, endpoints.getAlert, ({ caller, params }) =>
    service.get(caller.accountId, params.id, seesWebhooks(caller)),
  );
  route(app, callers, endpoints.updateAlert, ({ caller, params, body }) =>
    service.update(caller.accountId, params.id, body, seesWebhooks(caller)),
  );
  route(app, callers, endpoints.deleteAlert, ({ caller, params }) =>
    service.remove(caller.accountId, params.id),
  );
  route(app, callers, endpoints.listAlertDeliveries, ({ caller, params, query }) =>
    service.deliveries(caller.accountId, params.id, query, seesWebhooks(caller)),
  );
}
