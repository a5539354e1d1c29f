import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { SearchService } from './service';

export function searchRoutes(app: FastifyInstance, callers: ResolveCaller, search: SearchService) {
  route(app, callers, endpoints.search, ({ caller, query }) =>
    search.search(caller.userId, query.query),
  );
}
