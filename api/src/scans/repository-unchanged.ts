import type { Queryable } from '../db/connection';
import type { Fingerprint } from './fingerprint';
import type { ScanRow } from './repository';

/**
 * What the cheap check of issue 44 reads and writes: a page's last scan and the capture it
 * stands on, a capture's fingerprint, and a scan marked as keeping an earlier capture.
 */

/** The page's newest completed scan other than `scanId`; null when it has none. */
export async function lastCompletedScan(db: Queryable, pageId: string, scanId: string) {
  const rows = await db.query<ScanRow>(
    `SELECT * FROM scans WHERE page_id = $1 AND id <> $2 AND time_completed IS NOT NULL
     ORDER BY time_completed DESC, id DESC LIMIT 1`,
    [pageId, scanId],
  );
  return rows[0] ?? null;
}

export async function scanById(db: Queryable, id: string) {
  const rows = await db.query<ScanRow>('SELECT * FROM scans WHERE id = $1', [id]);
  return rows[0] ?? null;
}

/** Records what the capture of `scanId` saw, for the next scan to compare with. */
export async function saveFingerprint(db: Queryable, scanId: string, fingerprint: Fingerprint) {
  await db.query('UPDATE scans SET fingerprint = $2 WHERE id = $1', [
    scanId,
    JSON.stringify(fingerprint),
  ]);
}

/** Marks the (just completed) scan as carrying the capture of `kept`, taken at `since`. */
export async function markUnchanged(db: Queryable, scanId: string, keptId: string, since: Date) {
  await db.query('UPDATE scans SET kept_scan_id = $2, unchanged_since = $3 WHERE id = $1', [
    scanId,
    keptId,
    since,
  ]);
}
