import type { Db, Queryable } from '../db/connection';
import type { JobSender } from '../jobs/define-job';
import { enqueueScans } from './jobs';
import { insertCrawlScans } from './repository';
import {
  accountOfSite,
  completedScanCrawl,
  crawlHasRunningScans,
  crawlPagesToScan,
  runningCrawlScans,
} from './repository-pages';
import { lighthouseSample } from './sampling';
import { lockAccount } from '../teams/repository';
import { chargeScans, scanAllowance } from './service';

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
    const accountId = await accountOfSite(tx, siteId);
    if (!accountId) return [];
    const account = await lockAccount(tx, accountId);
    const pages = await crawlPagesToScan(tx, siteId, crawlProcessId);
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
    const ids = await runningCrawlScans(tx, crawlProcessId);
    await enqueueScans(queue, ids, tx);
    return ids;
  });
}

/**
 * The crawl whose last running scan `scanId` was: its site and crawl process once every scan
 * that crawl started has completed; null while some still run (or for a scan of no crawl).
 */
export async function crawlScansDone(db: Queryable, scanId: string) {
  const scan = await completedScanCrawl(db, scanId);
  if (!scan?.crawl_process_id) return null;
  return (await crawlHasRunningScans(db, scan.crawl_process_id))
    ? null
    : { siteId: scan.site_id, crawlProcessId: scan.crawl_process_id };
}
