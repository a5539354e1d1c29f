import type { Queryable } from '../db/connection';
import { crawlSiteJob, generateCasesJob } from '../jobs/kinds';
import { hasLiveJob } from '../jobs/queue';
import * as processes from '../processes/repository';

export const ORPHANED_CRAWL =
  'The crawl was interrupted before it started (its job was lost); a new crawl replaces it.';

/**
 * A running crawl with no job left to run it (the server stopped between storing it and queueing
 * its job, before both happened in one transaction): ended with a reason, with the case
 * generation waiting for it, so that it never blocks the next crawl of its site.
 * Returns whether `crawl` was such an orphan. Checked in the caller's transaction.
 */
export async function endIfOrphaned(tx: Queryable, crawl: processes.ProcessRow) {
  if (await hasLiveJob(tx, crawlSiteJob.name, crawl.id)) return false;
  await processes.failProcess(tx, crawl.id, ORPHANED_CRAWL);
  const waiting = await processes.runningProcessesSince(
    tx,
    crawl.site_id!,
    'case.generate',
    crawl.time_created,
  );
  for (const generation of waiting) {
    if (!(await hasLiveJob(tx, generateCasesJob.name, generation.id)))
      await processes.failProcess(tx, generation.id, `the crawl failed: ${ORPHANED_CRAWL}`);
  }
  return true;
}
