import { endpoints } from '@vigil/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import { openApiJson } from './document';
import { referencePageRoutes } from './reference-page';

/**
 * Where this request reached the API: the gateway's origin behind it (X-Forwarded-Host/-Proto
 * from a trusted proxy, as `npm start`'s gateway sends them), else APP_URL when the Host header
 * does not make an origin. So "Try it out" on the reference page calls the origin it was opened
 * on, and a client generated from the document calls the host it fetched it from.
 */
function originOf(request: FastifyRequest, appUrl: string): string {
  try {
    const origin = new URL(`${request.protocol}://${request.host}`).origin;
    return origin === 'null' ? appUrl : origin;
  } catch {
    return appUrl;
  }
}

/** GET /v1/openapi.json (built once per process, answered as stored) and the reference page. */
export function openApiRoutes(app: FastifyInstance, callers: ResolveCaller, appUrl: string) {
  route(app, callers, endpoints.getOpenApi, async ({ request, reply }) => {
    // The stored bytes as they are: route() sees the answer sent and leaves it alone.
    const sent = reply
      .type('application/json; charset=utf-8')
      .send(openApiJson(originOf(request, appUrl)));
    return sent as never;
  });
  referencePageRoutes(app);
}
