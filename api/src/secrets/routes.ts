import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { resourceRoutes } from '../http/resource-routes';
import { route } from '../http/route';
import type { SecretService } from './service';

export function secretRoutes(app: FastifyInstance, callers: ResolveCaller, service: SecretService) {
  resourceRoutes(app, callers, ['Secret', 'Secrets'], service, { only: ['list', 'remove'] });
  route(app, callers, endpoints.putSecret, ({ caller, body }) =>
    service.put(caller.accountId, body),
  );
}
