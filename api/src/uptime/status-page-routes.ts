import { endpoints } from '@vigil/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { BADGE_CSP, statusBadgeSvg } from './status-badge';
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
  route(app, callers, endpoints.listStatusPages, ({ caller, query }) =>
    service.list(caller.accountId, query),
  );
  route(app, callers, endpoints.createStatusPage, ({ caller, body }) =>
    service.create(caller.accountId, body),
  );
  route(app, callers, endpoints.getStatusPage, ({ caller, params }) =>
    service.get(caller.accountId, params.id),
  );
  route(app, callers, endpoints.updateStatusPage, ({ caller, params, body }) =>
    service.update(caller.accountId, params.id, body),
  );
  route(app, callers, endpoints.deleteStatusPage, ({ caller, params }) =>
    service.remove(caller.accountId, params.id),
  );
  route(app, callers, endpoints.getPublicStatusPage, async ({ params, reply }) => {
    const status = await service.publicStatus(params.slug);
    const html = 'text/html; charset=utf-8';
    if (!status) return sendPublic(reply.code(404), html, STATUS_PAGE_CSP, notFoundHtml());
    return sendPublic(reply, html, STATUS_PAGE_CSP, statusPageHtml(status));
  });
  route(app, callers, endpoints.getStatusFeed, async ({ params, reply }) => {
    const status = await service.publicStatus(params.slug);
    if (!status) throw notFound();
    void reply.header('cache-control', PUBLIC_CACHE);
    return status.feed;
  });
  route(app, callers, endpoints.getStatusBadge, async ({ params, query, reply }) => {
    const monitor = await service.badgeMonitor(params.id);
    if (!monitor) throw notFound();
    return sendPublic(
      reply,
      'image/svg+xml; charset=utf-8',
      BADGE_CSP,
      statusBadgeSvg(monitor, query.period),
    );
  });
}
