import type { Db } from '../db/connection';
import type { PageScanRow } from '../scans/repository';

/** The page's newest completed scan (failed visits included: the report says why), if any. */
export async function latestCompletedScan(db: Db, pageId: string) {
  const rows = await db.query<PageScanRow>(
    `SELECT * FROM scans WHERE page_id = $1 AND time_completed IS NOT NULL
     ORDER BY time_completed DESC, id DESC LIMIT 1`,
    [pageId],
  );
  return rows[0] ?? null;
}
