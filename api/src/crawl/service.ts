import type { CrawlLink, PageQuery, Process, ProcessType } from '@vigil/contract';
import type { Db } from '../db/connection';
import { notFound } from '../http/errors';
import { paginated } from '../http/pagination';
import type { Caller } from '../http/route';
import type { Queue } from '../jobs/queue';
import * as processes from '../processes/repository';
import { enqueueCrawl, startCrawl } from '../sites/crawl-start';
import { findSite } from '../sites/repository';
import { findActiveMembership } from '../teams/repository';
import * as crawls from './repository';

export type CrawlService = ReturnType<typeof createCrawlService>;

export function createCrawlService(db: Db, queue: Queue | undefined) {
  async function teamOf(caller: Caller): Promise<string> {
    const member = await findActiveMembership(db, caller.user.id);
    if (!member) throw notFound('You are not a member of a team yet.');
    return member.account_id;
  }

  return {
    /** POST /v1/ops/site/{id}/crawl: a running crawl is answered as is, not started twice. */
    async crawl(caller: Caller, siteId: string): Promise<Process> {
      const site = await findSite(db, await teamOf(caller), siteId);
      if (!site) throw notFound();
      const running = await processes.findRunningCrawl(db, site.id);
      if (running) return processes.toProcess(running);
      const process = await db.transaction((tx) => startCrawl(tx, site));
      await enqueueCrawl(queue, { siteId: site.id, processId: process.id });
      return processes.toProcess(process);
    },

    async list(
      caller: Caller,
      url: string,
      query: { type?: ProcessType; site_id?: string; limit: number; offset: number },
    ) {
      const accountId = await teamOf(caller);
      const { count, rows } = await processes.listProcesses(
        db,
        {
          accountId,
          ...(query.type ? { type: query.type } : {}),
          ...(query.site_id ? { siteId: query.site_id } : {}),
        },
        query.limit,
        query.offset,
      );
      return paginated<Process>(url, query, count, rows.map(processes.toProcess));
    },

    /** GET /v1/ops/site/{id}/links: what the latest crawl recorded; another team's site is 404. */
    async links(
      caller: Caller,
      url: string,
      siteId: string,
      query: PageQuery & { kind?: CrawlLink['kind'] },
    ) {
      const site = await findSite(db, await teamOf(caller), siteId);
      if (!site) throw notFound();
      const { count, rows } = await crawls.listSiteLinks(
        db,
        { siteId: site.id, ...(query.kind ? { kind: query.kind } : {}) },
        query.limit,
        query.offset,
      );
      return paginated<CrawlLink>(url, query, count, rows);
    },
  };
}
