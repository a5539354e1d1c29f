import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { SecretService } from './service';

export function secretRoutes(app: FastifyInstance, callers: ResolveCaller, service: SecretService) {
  route(app, callers, endpoints.listSecrets, ({ caller, query }) =>
    service.list(caller.accountId, query),
  );
  route(app, callers, endpoints.putSecret, ({ caller, body }) =>
    service.put(caller.accountId, body),
  );
  route(app, callers, endpoints.deleteSecret, ({ caller, params }) =>
    service.remove(caller.accountId, params.id),
  );
}
