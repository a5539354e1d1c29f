import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import { route, type Authenticate } from '../http/route';
import type { SearchService } from './service';

export function searchRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  search: SearchService,
) {
  route(app, authenticate, endpoints.search, ({ caller, query }) =>
    search.search(caller, query.query),
  );
}
