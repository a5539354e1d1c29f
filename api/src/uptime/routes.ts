import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { resourceRoutes } from '../http/resource-routes';
import { route } from '../http/route';
import type { UptimeService } from './service';
import { monitorStatsRoutes } from './stats-routes';
import { statusPageRoutes } from './status-page-routes';

export function uptimeRoutes(app: FastifyInstance, callers: ResolveCaller, service: UptimeService) {
  resourceRoutes(app, callers, ['Monitor', 'Monitors'], service);
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
  resourceRoutes(app, callers, ['Maintenance', 'Maintenance'], service.maintenance);
  monitorStatsRoutes(app, callers, service.stats);
}
