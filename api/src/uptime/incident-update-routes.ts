import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { IncidentUpdateService } from './incident-updates';

export function incidentUpdateRoutes(
  app: FastifyInstance,
  callers: ResolveCaller,
  service: IncidentUpdateService,
) {
  route(app, callers, endpoints.listTeamIncidents, ({ caller, query }) =>
    service.listIncidents(caller.accountId, query),
  );
  route(app, callers, endpoints.listIncidentUpdates, ({ caller, params, query }) =>
    service.list(caller.accountId, params.id, query),
  );
  route(app, callers, endpoints.createIncidentUpdate, ({ caller, params, body }) =>
    service.create(caller.accountId, caller.userId, params.id, body),
  );
  route(app, callers, endpoints.deleteIncidentUpdate, ({ caller, params }) =>
    service.remove(caller.accountId, params.id, params.update_id),
  );
}
