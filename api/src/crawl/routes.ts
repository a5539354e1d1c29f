import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import type { ResolveCaller } from '../http/caller';
import { route } from '../http/route';
import type { CrawlService } from './service';

export function crawlRoutes(app: FastifyInstance, callers: ResolveCaller, crawls: CrawlService) {
  route(app, callers, endpoints.crawlSite, async ({ caller, params, reply }) => {
    reply.status(202);
    return crawls.crawl(caller.accountId, params.id);
  });
  route(app, callers, endpoints.listSiteLinks, ({ caller, params, query }) =>
    crawls.links(caller.accountId, params.id, query),
  );
  route(app, callers, endpoints.listSiteLinkPages, ({ caller, params, query }) =>
    crawls.linkPages(caller.accountId, params.id, query),
  );
  route(app, callers, endpoints.listCrawlDiffs, ({ caller, params, query }) =>
    crawls.diffs(caller.accountId, params.id, query),
  );
}
