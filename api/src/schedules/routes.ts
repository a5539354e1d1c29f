import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { ScheduleService } from './service';

export function scheduleRoutes(
  app: FastifyInstance,
  callers: ResolveCaller,
  service: ScheduleService,
) {
  route(app, callers, endpoints.listSchedules, ({ caller, query }) =>
    service.list(caller.accountId, query),
  );
  route(app, callers, endpoints.createSchedule, async ({ caller, body, reply }) => {
    const created = await service.create(caller.accountId, body);
    reply.status(201);
    return created;
  });
  route(app, callers, endpoints.previewScheduleCost, ({ caller, body }) =>
    service.preview(caller.accountId, body),
  );
  route(app, callers, endpoints.getSchedule, ({ caller, params }) =>
    service.get(caller.accountId, params.id),
  );
  route(app, callers, endpoints.updateSchedule, ({ caller, params, body }) =>
    service.update(caller.accountId, params.id, body),
  );
  route(app, callers, endpoints.deleteSchedule, ({ caller, params }) =>
    service.remove(caller.accountId, params.id),
  );
  route(app, callers, endpoints.runSchedule, ({ caller, params }) =>
    service.runNow(caller.accountId, params.id),
  );
}
