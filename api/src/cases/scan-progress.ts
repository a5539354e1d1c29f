import type { Queryable } from '../db/connection';
import { setProgress } from '../processes/repository';
import { processFollowing } from '../processes/service';
import { PROGRESS, progressWithin } from './jobs';

/**
 * Issue 11 defect 10: while a crawl's scans run, the case.generate process waiting for them
 * shows how many are done (1 → 50) instead of sitting at 1 % until the last one.
 */
export async function followCrawlScans(db: Queryable, scanId: string) {
  const rows = await db.query<{
    site_id: string;
    crawl_process_id: string;
    done: number;
    total: number;
  }>(
    `SELECT s.site_id, s.crawl_process_id,
       count(*) FILTER (WHERE c.time_completed IS NOT NULL)::int AS done, count(*)::int AS total
     FROM scans s JOIN scans c ON c.crawl_process_id = s.crawl_process_id
     WHERE s.id = $1 GROUP BY s.site_id, s.crawl_process_id`,
    [scanId],
  );
  const crawl = rows[0];
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
