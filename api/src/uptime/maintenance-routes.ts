import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { MaintenanceService } from './maintenance-service';

export function maintenanceRoutes(
  app: FastifyInstance,
  callers: ResolveCaller,
  service: MaintenanceService,
) {
  route(app, callers, endpoints.listMaintenance, ({ caller, query }) =>
    service.list(caller.accountId, query),
  );
  route(app, callers, endpoints.createMaintenance, async ({ caller, body, reply }) => {
    const created = await service.create(caller.accountId, body);
    reply.status(201);
    return created;
  });
  route(app, callers, endpoints.getMaintenance, ({ caller, params }) =>
    service.get(caller.accountId, params.id),
  );
  route(app, callers, endpoints.updateMaintenance, ({ caller, params, body }) =>
    service.update(caller.accountId, params.id, body),
  );
  route(app, callers, endpoints.deleteMaintenance, ({ caller, params }) =>
    service.remove(caller.accountId, params.id),
  );
}
