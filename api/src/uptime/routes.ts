import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import { maintenanceRoutes } from './maintenance-routes';
import type { UptimeService } from './service';
import { monitorStatsRoutes } from './stats-routes';
import { statusPageRoutes } from './status-page-routes';

export function uptimeRoutes(app: FastifyInstance, callers: ResolveCaller, service: UptimeService) {
  route(app, callers, endpoints.listMonitors, ({ caller, query }) =>
    service.list(caller.accountId, query),
  );
  route(app, callers, endpoints.createMonitor, async ({ caller, body, reply }) => {
    const created = await service.create(caller.accountId, body);
    reply.status(201);
    return created;
  });
  route(app, callers, endpoints.getMonitor, ({ caller, params }) =>
    service.get(caller.accountId, params.id),
  );
  route(app, callers, endpoints.updateMonitor, ({ caller, params, body }) =>
    service.update(caller.accountId, params.id, body),
  );
  route(app, callers, endpoints.deleteMonitor, ({ caller, params }) =>
    service.remove(caller.accountId, params.id),
  );
  route(app, callers, endpoints.checkMonitor, ({ caller, params }) =>
    service.checkNow(caller.accountId, params.id),
  );
  route(app, callers, endpoints.listMonitorResults, ({ caller, params, query }) =>
    service.results(caller.accountId, params.id, query),
  );
  // The cron job's ping: public, the token in the path is the credential.
  route(app, callers, endpoints.pingHeartbeat, ({ params }) => service.ping(params.id));
  route(app, callers, endpoints.pingHeartbeatGet, ({ params }) => service.ping(params.id));
  statusPageRoutes(app, callers, service.statusPages);
  maintenanceRoutes(app, callers, service.maintenance);
  monitorStatsRoutes(app, callers, service.stats);
}
