import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { ApiLogService } from './service';

export function apiLogRoutes(app: FastifyInstance, callers: ResolveCaller, logs: ApiLogService) {
  route(app, callers, endpoints.listApiLogs, ({ caller, query }) =>
    logs.list(caller.accountId, query),
  );
  route(app, callers, endpoints.getApiLog, ({ caller, params }) =>
    logs.get(caller.accountId, params.id),
  );
}
