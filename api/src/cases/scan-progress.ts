import type { Queryable } from '../db/connection';
import { setProgress } from '../processes/repository';
import { processFollowing } from '../processes/service';
import { PROGRESS, progressWithin } from './jobs';
import { crawlScanProgress } from './repository';

/**
 * Issue 11 defect 10: while a crawl's scans run, the case.generate process waiting for them
 * shows how many are done (1 → 50) instead of sitting at 1 % until the last one.
 */
export async function followCrawlScans(db: Queryable, scanId: string) {
  const crawl = await crawlScanProgress(db, scanId);
  if (!crawl) return;
  const processId = await processFollowing(
    db,
    crawl.site_id,
    'case.generate',
    crawl.crawl_process_id,
  );
  if (processId)
    await setProgress(db, processId, progressWithin(PROGRESS.scans, crawl.done, crawl.total));
}
