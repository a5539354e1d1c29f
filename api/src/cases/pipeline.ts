import type { Db, Queryable } from '../db/connection';
import type { Queue } from '../jobs/queue';
import { insertProcess } from '../crawl/repository';
import { enqueueScans } from '../scans/jobs';

/**
 * The engine after a crawl (issue 6): a finished crawl scans every page of the site once, and
 * the completion of the last of those scans starts case generation. Each step is idempotent, so
 * retried jobs (crawl, scan) neither scan a page twice nor generate cases twice.
 */
export const CASE_GENERATE = 'case.generate';

export interface CaseGenerateJob {
  siteId: string;
  processId: string;
}

/** The part of the queue the pipeline uses (tests hand in a recorder). */
export type JobSender = Pick<Queue, 'send'>;

/**
 * The case.generate process that follows the crawl `crawlProcessId`: the one created with the
 * site (or after the crawl started), else a new one at progress 1 (a re-crawl).
 */
async function generateProcessFor(db: Queryable, siteId: string, crawlProcessId: string) {
  const rows = await db.query<{ id: string }>(
    `SELECT g.id FROM processes g JOIN processes c ON c.id = $2
     WHERE g.site_id = $1 AND g.type = 'case.generate' AND g.time_created >= c.time_created
     ORDER BY g.time_created DESC, g.id DESC LIMIT 1`,
    [siteId, crawlProcessId],
  );
  if (rows[0]) return rows[0].id;
  const site = await db.query<{ account_id: string }>(
    'SELECT account_id FROM sites WHERE id = $1',
    [siteId],
  );
  if (!site[0]) return null;
  const created = await insertProcess(db, {
    accountId: site[0].account_id,
    siteId,
    type: 'case.generate',
    progress: 1,
  });
  return created.id;
}

export async function enqueueCaseGeneration(
  db: Db,
  queue: JobSender,
  siteId: string,
  crawlProcessId: string,
) {
  const processId = await generateProcessFor(db, siteId, crawlProcessId);
  if (!processId) return;
  await queue.send(CASE_GENERATE, { siteId, processId } satisfies CaseGenerateJob, {
    singletonKey: processId,
  });
}

/**
 * After a crawl: one scan per page of the site for this crawl (unique per crawl and page, so a
 * retried crawl job creates none twice), the running ones queued (the scan id is the job's
 * singleton key). A failed crawl, or one whose scans are all done already, goes on to case
 * generation at once, which then ends with success or the exception (never stuck at 1).
 */
export async function afterCrawl(
  db: Db,
  queue: JobSender,
  siteId: string,
  crawlProcessId: string,
  succeeded: boolean,
) {
  if (succeeded) {
    await db.query(
      `INSERT INTO scans (account_id, site_id, page_id, crawl_process_id)
       SELECT account_id, site_id, id, $2 FROM pages WHERE site_id = $1
       ON CONFLICT (crawl_process_id, page_id) WHERE crawl_process_id IS NOT NULL DO NOTHING`,
      [siteId, crawlProcessId],
    );
    const running = await db.query<{ id: string }>(
      `SELECT id FROM scans WHERE crawl_process_id = $1 AND time_completed IS NULL
       ORDER BY time_created, id`,
      [crawlProcessId],
    );
    if (running.length > 0) {
      await enqueueScans(
        queue as Queue,
        running.map((scan) => scan.id),
      );
      return;
    }
  }
  await enqueueCaseGeneration(db, queue, siteId, crawlProcessId);
}

/** After a scan job: the last scan of a crawl to complete starts case generation. */
export async function afterScan(db: Db, queue: JobSender, scanId: string) {
  const rows = await db.query<{ site_id: string; crawl_process_id: string | null }>(
    'SELECT site_id, crawl_process_id FROM scans WHERE id = $1 AND time_completed IS NOT NULL',
    [scanId],
  );
  const scan = rows[0];
  if (!scan?.crawl_process_id) return;
  const running = await db.query(
    'SELECT 1 FROM scans WHERE crawl_process_id = $1 AND time_completed IS NULL LIMIT 1',
    [scan.crawl_process_id],
  );
  if (running.length === 0)
    await enqueueCaseGeneration(db, queue, scan.site_id, scan.crawl_process_id);
}
