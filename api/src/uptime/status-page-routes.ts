import { endpoints, type Endpoint } from '@vigil/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { notFound } from '../http/errors';
import { resourceRoutes } from '../http/resource-routes';
import { route } from '../http/route';
import { incidentUpdateRoutes } from './incident-update-routes';
import { BADGE_CSP, statusBadgeSvg, uptimeBadgeSvg } from './status-badge';
import { notFoundHtml, STATUS_PAGE_CSP, statusPageHtml } from './status-page-html';
import type { StatusPageService } from './status-pages';

/**
 * The public reads change at most once per check: 30 s in any cache (a browser, the gateway, a
 * CDN) keeps a popular page from reaching the database more than twice a minute.
 */
export const PUBLIC_CACHE = 'public, max-age=30';

function sendPublic(reply: FastifyReply, type: string, csp: string, body: string) {
  return reply
    .type(type)
    .header('cache-control', PUBLIC_CACHE)
    .header('content-security-policy', csp)
    .header('referrer-policy', 'no-referrer')
    .send(body);
}

export function statusPageRoutes(
  app: FastifyInstance,
  callers: ResolveCaller,
  service: StatusPageService,
) {
  resourceRoutes(app, callers, ['StatusPage', 'StatusPages'], service);
  incidentUpdateRoutes(app, callers, service.incidentUpdates);
  publicReads(app, callers, service);
}

/**
 * Registers a public read at its row's address and at the /v1/ one it had before both gateways
 * sent /status/ and /badge/ to the API: links and badges already published keep working.
 */
function withV1Alias<E extends Endpoint>(
  app: FastifyInstance,
  callers: ResolveCaller,
  endpoint: E,
  handler: Parameters<typeof route<E>>[3],
) {
  route(app, callers, endpoint, handler);
  route(app, callers, { ...endpoint, path: `/v1${endpoint.path}` }, handler);
}

function publicReads(app: FastifyInstance, callers: ResolveCaller, service: StatusPageService) {
  withV1Alias(app, callers, endpoints.getPublicStatusPage, async ({ params, reply }) => {
    const status = await service.publicStatus(params.slug);
    const html = 'text/html; charset=utf-8';
    if (!status) return sendPublic(reply.code(404), html, STATUS_PAGE_CSP, notFoundHtml());
    return sendPublic(reply, html, STATUS_PAGE_CSP, statusPageHtml(status));
  });
  withV1Alias(app, callers, endpoints.getStatusFeed, async ({ params, reply }) => {
    const status = await service.publicStatus(params.slug);
    if (!status) throw notFound();
    void reply.header('cache-control', PUBLIC_CACHE);
    return status.feed;
  });
  for (const [endpoint, svg] of [
    [endpoints.getStatusBadge, statusBadgeSvg],
    [endpoints.getUptimeBadge, uptimeBadgeSvg],
  ] as const) {
    withV1Alias(app, callers, endpoint, async ({ params, query, reply }) => {
      const monitor = await service.badgeMonitor(params.id);
      if (!monitor) throw notFound();
      const type = 'image/svg+xml; charset=utf-8';
      return sendPublic(reply, type, BADGE_CSP, svg(monitor, query.period));
    });
  }
}
