import type { Queryable } from '../db/connection';
import type { JobSender } from '../jobs/define-job';
import { crawlSiteJob } from '../jobs/kinds';
import { insertProcess } from '../processes/repository';
import { markCrawlStarted } from './repository';

/**
 * Starts a crawl of a stored site (at its creation or on POST /v1/ops/site/{id}/crawl): sets
 * time_crawl_started and creates the crawl process in the caller's transaction; `enqueueCrawl`
 * (after commit) hands the job to the workers. Without a queue (API tests) nothing runs, which
 * keeps tests off the network.
 */
export async function startCrawl(tx: Queryable, site: { id: string; account_id: string }) {
  await markCrawlStarted(tx, site.id);
  return insertProcess(tx, {
    accountId: site.account_id,
    siteId: site.id,
    type: 'crawl',
    progress: 0,
  });
}

export async function enqueueCrawl(
  queue: JobSender | undefined,
  job: { siteId: string; processId: string },
) {
  if (queue) await crawlSiteJob.send(queue, job);
}
