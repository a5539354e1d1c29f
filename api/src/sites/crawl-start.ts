import type { Queryable } from '../db/connection';
import type { JobSender } from '../jobs/define-job';
import { crawlSiteJob } from '../jobs/kinds';
import { insertProcess } from '../processes/repository';
import { markCrawlStarted } from './repository';

/**
 * Starts a crawl of a stored site (at its creation or on POST /v1/ops/site/{id}/crawl): sets
 * time_crawl_started, creates the crawl process and queues its job, all in the caller's
 * transaction, so the process exists with its job or not at all. Without a queue (API tests)
 * nothing runs, which keeps tests off the network.
 */
export async function startCrawl(
  tx: Queryable,
  site: { id: string; account_id: string },
  queue: JobSender | undefined,
) {
  await markCrawlStarted(tx, site.id);
  const process = await insertProcess(tx, {
    accountId: site.account_id,
    siteId: site.id,
    type: 'crawl',
    progress: 0,
  });
  if (queue) await crawlSiteJob.send(queue, { siteId: site.id, processId: process.id }, tx);
  return process;
}
