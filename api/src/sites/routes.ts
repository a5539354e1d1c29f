import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import { route, type Authenticate } from '../http/route';
import type { SiteService } from './service';

export function siteRoutes(app: FastifyInstance, authenticate: Authenticate, sites: SiteService) {
  route(app, authenticate, endpoints.createSite, async ({ caller, body, reply }) => {
    const site = await sites.create(caller, body);
    reply.status(201);
    return site;
  });
  route(app, authenticate, endpoints.listSites, ({ caller, query, request }) =>
    sites.list(caller, request.url, query),
  );
  route(app, authenticate, endpoints.getSite, ({ caller, params }) => sites.get(caller, params.id));
  route(app, authenticate, endpoints.getPage, ({ caller, params }) =>
    sites.getPage(caller, params.id),
  );
  route(app, authenticate, endpoints.listPages, ({ caller, query, request }) =>
    sites.listPages(caller, request.url, query.site_id, query),
  );
}
