import type { CrawlDiff, CrawlLink, LinkReferrer, PageQuery, Process } from '@vigil/contract';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import type { Queue } from '../jobs/queue';
import * as processes from '../processes/repository';
import { startCrawl } from '../sites/crawl-start';
import { findSite, lockSite } from '../sites/repository';
import { listCrawlDiffs } from './diffs';
import { endIfOrphaned } from './orphans';
import * as crawls from './repository';

export type CrawlService = ReturnType<typeof createCrawlService>;

export function createCrawlService(db: Db, queue: Queue | undefined) {
  return {
    /**
     * POST /v1/ops/site/{id}/crawl: a running crawl is answered as is, not started twice; one
     * left running without a job (orphaned) is ended and replaced, never blocking the site.
     */
    async crawl(accountId: string, siteId: string): Promise<Process> {
      const site = await findSite(db, accountId, siteId);
      if (!site) throw notFound();
      const process = await db.transaction(async (tx) => {
        // Two requests at once: the second waits here, then finds the first one's crawl.
        await lockSite(tx, site.id);
        const running = await processes.findRunningCrawl(tx, site.id);
        // Without a queue (API tests) no crawl ever has a job: the running one stands.
        if (running && (!queue || !(await endIfOrphaned(tx, running)))) return running;
        return startCrawl(tx, site, queue);
      });
      return processes.toProcess(process);
    },

    /** GET /v1/ops/site/{id}/links: what the latest crawl recorded; another team's site is 404. */
    async links(
      accountId: string,
      siteId: string,
      query: PageQuery & { kind?: CrawlLink['kind'] },
    ): Promise<Rows<CrawlLink>> {
      const site = await findSite(db, accountId, siteId);
      if (!site) throw notFound();
      const { count, rows } = await crawls.listSiteLinks(
        db,
        { siteId: site.id, ...(query.kind ? { kind: query.kind } : {}) },
        query.limit,
        query.offset,
      );
      return { count, rows };
    },

    /** GET /v1/ops/site/{id}/links/pages: every page linking to one finding, a page at a time. */
    async linkPages(
      accountId: string,
      siteId: string,
      query: PageQuery & { kind: CrawlLink['kind']; url: string },
    ): Promise<Rows<LinkReferrer>> {
      const site = await findSite(db, accountId, siteId);
      if (!site) throw notFound();
      return crawls.listLinkReferrers(
        db,
        { siteId: site.id, kind: query.kind, url: query.url },
        query.limit,
        query.offset,
      );
    },

    /** GET /v1/ops/site/{id}/crawl-diff: what each crawl found changed, newest first. */
    async diffs(accountId: string, siteId: string, query: PageQuery): Promise<Rows<CrawlDiff>> {
      const site = await findSite(db, accountId, siteId);
      if (!site) throw notFound();
      return listCrawlDiffs(db, site.id, query.limit, query.offset);
    },
  };
}
