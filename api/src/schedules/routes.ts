import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { resourceRoutes } from '../http/resource-routes';
import { route } from '../http/route';
import type { ScheduleService } from './service';

export function scheduleRoutes(
  app: FastifyInstance,
  callers: ResolveCaller,
  service: ScheduleService,
) {
  resourceRoutes(app, callers, ['Schedule', 'Schedules'], service);
  route(app, callers, endpoints.previewScheduleCost, ({ caller, body }) =>
    service.preview(caller.accountId, body),
  );
  route(app, callers, endpoints.runSchedule, ({ caller, params }) =>
    service.runNow(caller.accountId, params.id),
  );
}
