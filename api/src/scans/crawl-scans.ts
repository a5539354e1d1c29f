import type { Db, Queryable } from '../db/connection';
import type { JobSender } from '../jobs/define-job';
import { enqueueScans } from './jobs';
import { insertCrawlScans } from './repository';
import { chargeScans, lockAccount, scanAllowance } from './service';

/**
 * Starts the scans of a crawl: one per page of the site not scanned for it yet (root and
 * shortest URLs first), as many as the plan's monthly scans allow, counted in the team's usage
 * like POST /v1/ops/scan (cloud bills the overage). The account row is locked meanwhile, so
 * workers running the same crawl at once count each scan once; pages past the quota are not
 * scanned. The jobs of the crawl's scans still running (new or from an earlier attempt; one job
 * per scan) are queued in the same transaction, so no scan is ever stored without its job.
 * Returns those scans.
 */
export async function startCrawlScans(
  db: Db,
  siteId: string,
  crawlProcessId: string,
  queue: JobSender,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const site = await tx.query<{ account_id: string }>(
      'SELECT account_id FROM sites WHERE id = $1',
      [siteId],
    );
    if (!site[0]) return [];
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
    const running = await tx.query<{ id: string }>(
      `SELECT id FROM scans WHERE crawl_process_id = $1 AND time_completed IS NULL
       ORDER BY time_created, id`,
      [crawlProcessId],
    );
    const ids = running.map((scan) => scan.id);
    await enqueueScans(queue, ids, tx);
    return ids;
  });
}

/**
 * The crawl whose last running scan `scanId` was: its site and crawl process once every scan
 * that crawl started has completed; null while some still run (or for a scan of no crawl).
 */
export async function crawlScansDone(db: Queryable, scanId: string) {
  const rows = await db.query<{ site_id: string; crawl_process_id: string | null }>(
    'SELECT site_id, crawl_process_id FROM scans WHERE id = $1 AND time_completed IS NOT NULL',
    [scanId],
  );
  const scan = rows[0];
  if (!scan?.crawl_process_id) return null;
  const running = await db.query(
    'SELECT 1 FROM scans WHERE crawl_process_id = $1 AND time_completed IS NULL LIMIT 1',
    [scan.crawl_process_id],
  );
  return running.length > 0
    ? null
    : { siteId: scan.site_id, crawlProcessId: scan.crawl_process_id };
}
