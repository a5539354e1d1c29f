import type { Db, Queryable } from '../db/connection';
import { insertCrawlScans } from './repository';
import { chargeScans, lockAccount, scanAllowance } from './service';

/**
 * Starts the scans of a crawl: one per page the crawl added (stored since the crawl started: at
 * a site's first crawl every page, at a re-crawl only the new ones; existing pages are rescanned
 * by an explicit Scan or Scan all) not scanned for it yet (root and shortest URLs first), as many as the plan's monthly scans allow, counted in the team's usage
 * like POST /v1/ops/scan (cloud bills the overage). The account row is locked meanwhile, so
 * workers running the same crawl at once count each scan once; pages past the quota are not
 * scanned. Returns the crawl's scans still running (new or from an earlier attempt).
 */
export async function startCrawlScans(
  db: Db,
  siteId: string,
  crawlProcessId: string,
): Promise<string[]> {
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
       AND p.time_created >= (SELECT time_created FROM processes WHERE id = $2)
       ORDER BY length(p.page_url), p.page_url COLLATE "C"`,
      [siteId, crawlProcessId],
    );
    const { allowed, overage } = scanAllowance(account, pages.length);
    const started = await insertCrawlScans(tx, account.id, crawlProcessId, pages.slice(0, allowed));
    await chargeScans(tx, account.id, started, overage);
  });
  const running = await db.query<{ id: string }>(
    `SELECT id FROM scans WHERE crawl_process_id = $1 AND time_completed IS NULL
     ORDER BY time_created, id`,
    [crawlProcessId],
  );
  return running.map((scan) => scan.id);
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
