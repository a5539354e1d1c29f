import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import { openApiJson } from './document';
import { referencePageRoutes } from './reference-page';

/** GET /v1/openapi.json (built once per process, answered as stored) and the reference page. */
export function openApiRoutes(app: FastifyInstance, callers: ResolveCaller) {
  route(app, callers, endpoints.getOpenApi, async ({ reply }) => {
    // The stored bytes as they are: route() sees the answer sent and leaves it alone.
    const sent = reply.type('application/json; charset=utf-8').send(openApiJson());
    return sent as never;
  });
  referencePageRoutes(app);
}
