import type { Db, Queryable } from '../db/connection';
import type { JobSender } from '../jobs/define-job';
import { enqueueScans } from './jobs';
import { insertCrawlScans } from './repository';
import { lighthouseSample } from './sampling';
import { lockAccount } from '../teams/repository';
import { chargeScans, scanAllowance } from './service';

/**
 * The order a crawl's pages are scanned in: the root, then by link depth (the pages the root
 * links to, then theirs…; pages no link reaches, such as sitemap-only ones, last), then the
 * order the crawler accepted them, so the pages that matter most have results first and are the
 * ones kept when the plan's scans run out. Depth, not acceptance order alone: the crawl reads
 * the sitemap's pages before the root's links. Needs `pages p` and `sites st`.
 */
const CRAWL_ORDER = `(p.page_url IN (st.site_url, st.site_url || '/')) DESC, p.depth NULLS LAST,
  p.discovered, p.id`;

interface CrawlPage {
  id: string;
  site_id: string;
  page_url: string;
  dom_shape: string | null;
  lighthouse_samples: number;
}

/**
 * Starts the scans of a crawl: one per page the crawl added (stored since the crawl started: at
 * a site's first crawl every page, at a re-crawl only the new ones; existing pages are rescanned
 * by an explicit Scan or Scan all) not scanned for it yet (in CRAWL_ORDER), as many as the
 * plan's monthly scans allow, counted in the team's usage like POST /v1/ops/scan (cloud bills
 * the overage). The account row is locked meanwhile, so workers running the same crawl at once
 * count each scan once; pages past the quota are not scanned. Lighthouse runs on a sample of
 * them (sampling.ts; the site's `lighthouse_samples` per page template: DOM shape, else URL
 * pattern). The jobs of the crawl's scans still running (new or from an earlier attempt; one
 * job per scan) are queued in CRAWL_ORDER in the same transaction, so no scan is ever stored
 * without its job. Returns those scans.
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
    const pages = await tx.query<CrawlPage>(
      `SELECT p.id, p.site_id, p.page_url, p.dom_shape, st.lighthouse_samples FROM pages p
       JOIN sites st ON st.id = p.site_id
       WHERE p.site_id = $1 AND NOT EXISTS (
         SELECT 1 FROM scans s WHERE s.crawl_process_id = $2 AND s.page_id = p.id)
       AND p.time_created >= (SELECT time_created FROM processes WHERE id = $2)
       ORDER BY ${CRAWL_ORDER}`,
      [siteId, crawlProcessId],
    );
    const { allowed, overage } = scanAllowance(account, pages.length);
    const sample = lighthouseSample(
      pages.map((page) => ({ url: page.page_url, shape: page.dom_shape })),
      pages[0]?.lighthouse_samples ?? 0,
    );
    const scanned = pages
      .slice(0, allowed)
      .map((page) => ({ ...page, lighthouse: sample.has(page.page_url) }));
    const started = await insertCrawlScans(tx, account.id, crawlProcessId, scanned);
    await chargeScans(tx, account.id, started, overage);
    // Queued in this order, and the queue hands jobs out oldest first.
    const running = await tx.query<{ id: string }>(
      `SELECT s.id FROM scans s JOIN pages p ON p.id = s.page_id JOIN sites st ON st.id = s.site_id
       WHERE s.crawl_process_id = $1 AND s.time_completed IS NULL
       ORDER BY ${CRAWL_ORDER}`,
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
