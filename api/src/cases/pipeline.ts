import type { Db, Queryable } from '../db/connection';
import type { Queue } from '../jobs/queue';
import { failProcess, insertProcess } from '../crawl/repository';
import { enqueueScans } from '../scans/jobs';
import { insertCrawlScans } from '../scans/repository';
import { chargeScans, lockAccount, scanAllowance } from '../scans/service';

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
 * Starts this crawl's scans: one per page of the site not scanned for it yet (root and shortest
 * URLs first), as many as the plan's monthly scans allow, counted in the team's usage like
 * POST /v1/ops/scan (cloud bills the overage). The account row is locked meanwhile, so workers
 * running the same crawl at once count each scan once; pages past the quota are not scanned.
 */
async function startCrawlScans(db: Db, siteId: string, crawlProcessId: string) {
  await db.transaction(async (tx) => {
    const site = await tx.query<{ account_id: string }>(
      'SELECT account_id FROM sites WHERE id = $1',
      [siteId],
    );
    if (!site[0]) return;
    const account = await lockAccount(tx, site[0].account_id);
    const pages = await tx.query<{ id: string; site_id: string }>(
      `SELECT p.id, p.site_id FROM pages p WHERE p.site_id = $1 AND NOT EXISTS (
         SELECT 1 FROM scans s WHERE s.crawl_process_id = $2 AND s.page_id = p.id)
       ORDER BY length(p.page_url), p.page_url COLLATE "C"`,
      [siteId, crawlProcessId],
    );
    const { allowed, overage } = scanAllowance(account, pages.length);
    const started = await insertCrawlScans(tx, account.id, crawlProcessId, pages.slice(0, allowed));
    await chargeScans(tx, account.id, started, overage);
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
    await startCrawlScans(db, siteId, crawlProcessId);
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

/** The crawl failed for good: its case.generate process ends with that, not left at 1. */
export async function failCaseGeneration(
  db: Db,
  siteId: string,
  crawlProcessId: string,
  exception: string,
) {
  const processId = await generateProcessFor(db, siteId, crawlProcessId);
  if (processId) await failProcess(db, processId, exception);
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
