import type { CrawlLink, PageQuery, Process, ProcessType } from '@vigil/contract';
import type { Db, Queryable } from '../db/connection';
import { notFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import type { Queue } from '../jobs/queue';
import { findSite } from '../sites/repository';
import { CRAWL, type CrawlJob } from './jobs';
import * as crawls from './repository';

/**
 * Starts a crawl of a stored site: sets time_crawl_started and creates the crawl process in the
 * caller's transaction; `enqueue` (after commit) hands the job to the workers. Without a queue
 * (API tests) nothing runs, which keeps tests off the network.
 */
export async function startCrawl(tx: Queryable, site: { id: string; account_id: string }) {
  await crawls.markCrawlStarted(tx, site.id);
  const process = await crawls.insertProcess(tx, {
    accountId: site.account_id,
    siteId: site.id,
    type: 'crawl',
    progress: 0,
  });
  return process;
}

export async function enqueueCrawl(queue: Queue | undefined, job: CrawlJob) {
  await queue?.send(CRAWL, job);
}

export type CrawlService = ReturnType<typeof createCrawlService>;

export function createCrawlService(db: Db, queue: Queue | undefined) {
  return {
    /** POST /v1/ops/site/{id}/crawl: a running crawl is answered as is, not started twice. */
    async crawl(accountId: string, siteId: string): Promise<Process> {
      const site = await findSite(db, accountId, siteId);
      if (!site) throw notFound();
      const running = await crawls.findRunningCrawl(db, site.id);
      if (running) return crawls.toProcess(running);
      const process = await db.transaction((tx) => startCrawl(tx, site));
      await enqueueCrawl(queue, { siteId: site.id, processId: process.id });
      return crawls.toProcess(process);
    },

    async list(
      accountId: string,
      query: { type?: ProcessType; site_id?: string; limit: number; offset: number },
    ): Promise<Rows<Process>> {
      const { count, rows } = await crawls.listProcesses(
        db,
        {
          accountId,
          ...(query.type ? { type: query.type } : {}),
          ...(query.site_id ? { siteId: query.site_id } : {}),
        },
        query.limit,
        query.offset,
      );
      return { count, rows: rows.map(crawls.toProcess) };
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
