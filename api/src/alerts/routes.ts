import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { resourceRoutes } from '../http/resource-routes';
import { route } from '../http/route';
import type { AlertService } from './service';
import { seesWebhooks } from '../notify/webhook-mask';

export function alertRoutes(app: FastifyInstance, callers: ResolveCaller, service: AlertService) {
  resourceRoutes(app, callers, ['Alert', 'Alerts'], service, {
    view: (caller): [boolean] => [seesWebhooks(caller)],
  });
  route(app, callers, endpoints.listAlertDeliveries, ({ caller, params, query }) =>
    service.deliveries(caller.accountId, params.id, query, seesWebhooks(caller)),
  );
}
