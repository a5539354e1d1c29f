import { endpoints } from '@vigil/contract';
import type { FastifyInstance } from 'fastify';
import { route, type Authenticate } from '../http/route';
import type { CrawlService } from './service';

export function crawlRoutes(
  app: FastifyInstance,
  authenticate: Authenticate,
  crawls: CrawlService,
) {
  route(app, authenticate, endpoints.crawlSite, async ({ caller, params, reply }) => {
    reply.status(202);
    return crawls.crawl(caller, params.id);
  });
  route(app, authenticate, endpoints.listProcesses, ({ caller, query, request }) =>
    crawls.list(caller, request.url, query),
  );
  route(app, authenticate, endpoints.listSiteLinks, ({ caller, params, query, request }) =>
    crawls.links(caller, request.url, params.id, query),
  );
}
