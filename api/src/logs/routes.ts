import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import { route, type Authenticate } from '../http/route';
import type { ApiLogService } from './service';

export function apiLogRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  logs: ApiLogService,
) {
  route(app, authenticate, endpoints.listApiLogs, ({ caller, query, request }) =>
    logs.list(caller, request.url, query),
  );
  route(app, authenticate, endpoints.getApiLog, ({ caller, params }) =>
    logs.get(caller, params.id),
  );
}
