import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { MonitorStatsService } from './stats';

/** The /uptime/{id} screen's reads: a monitor's figures over a period and its incidents. */
export function monitorStatsRoutes(
  app: FastifyInstance,
  callers: ResolveCaller,
  service: MonitorStatsService,
) {
  route(app, callers, endpoints.getMonitorStats, ({ caller, params, query }) =>
    service.stats(caller.accountId, params.id, query.period),
  );
  route(app, callers, endpoints.listMonitorIncidents, ({ caller, params, query }) =>
    service.incidents(caller.accountId, params.id, query),
  );
}
