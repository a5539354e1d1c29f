import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { SiteService } from './service';

export function siteRoutes(app: FastifyInstance, callers: ResolveCaller, sites: SiteService) {
  route(app, callers, endpoints.createSite, ({ caller, body }) =>
    sites.create(caller.accountId, body),
  );
  route(app, callers, endpoints.listSites, ({ caller, query }) =>
    sites.list(caller.accountId, query),
  );
  route(app, callers, endpoints.getSite, ({ caller, params }) =>
    sites.get(caller.accountId, params.id),
  );
  route(app, callers, endpoints.deleteSite, async ({ caller, params }) => {
    await sites.remove(caller.accountId, params.id);
    return { success: true };
  });
  route(app, callers, endpoints.addSitePages, ({ caller, params, body }) =>
    sites.addPages(caller.accountId, params.id, body),
  );
  route(app, callers, endpoints.getPage, ({ caller, params }) =>
    sites.getPage(caller.accountId, params.id),
  );
  route(app, callers, endpoints.listPages, ({ caller, query }) =>
    sites.listPages(caller.accountId, query.site_id, query),
  );
}
