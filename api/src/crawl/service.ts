import type { CrawlLink, PageQuery, Process } from '@vigil/contract';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import type { Queue } from '../jobs/queue';
import * as processes from '../processes/repository';
import { enqueueCrawl, startCrawl } from '../sites/crawl-start';
import { findSite } from '../sites/repository';
import * as crawls from './repository';

export type CrawlService = ReturnType<typeof createCrawlService>;

export function createCrawlService(db: Db, queue: Queue | undefined) {
  return {
    /** POST /v1/ops/site/{id}/crawl: a running crawl is answered as is, not started twice. */
    async crawl(accountId: string, siteId: string): Promise<Process> {
      const site = await findSite(db, accountId, siteId);
      if (!site) throw notFound();
      const running = await processes.findRunningCrawl(db, site.id);
      if (running) return processes.toProcess(running);
      const process = await db.transaction((tx) => startCrawl(tx, site));
      await enqueueCrawl(queue, { siteId: site.id, processId: process.id });
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
  };
}
