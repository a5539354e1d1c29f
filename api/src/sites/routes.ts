import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { resourceRoutes } from '../http/resource-routes';
import { route } from '../http/route';
import type { SiteService } from './service';

export function siteRoutes(app: FastifyInstance, callers: ResolveCaller, sites: SiteService) {
  resourceRoutes(app, callers, ['Site', 'Sites'], sites, { only: ['create', 'list', 'get'] });
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
