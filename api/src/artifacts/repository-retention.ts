import type { Queryable } from '../db/connection';
import { teamsHolding } from '../teams/repository';

/** The teams that have scans, artifacts or case runs, with what their retention is read from. */
export const accountsWithRuns = (db: Queryable) =>
  teamsHolding(db, ['scans', 'artifacts', 'caseruns']);

/**
 * At most `limit` artifacts made before `cutoff`, or of a scan or case run made before it; but
 * not those of a capture that a scan made since still keeps (an unchanged page, issue 44).
 */
export function expiredArtifacts(db: Queryable, accountId: string, cutoff: Date, limit: number) {
  return db.query<{ id: string; account_id: string; content_hash: string }>(
    `SELECT r.id, r.account_id, r.content_hash FROM artifacts r
     LEFT JOIN scans s ON s.id = r.scan_id LEFT JOIN caseruns c ON c.id = r.caserun_id
     WHERE r.account_id = $1
       AND (r.time_created < $2 OR s.time_created < $2 OR c.time_created < $2)
       AND NOT EXISTS (
         SELECT 1 FROM scans k WHERE k.kept_scan_id = r.scan_id AND k.time_created >= $2)
     LIMIT ${limit}`,
    [accountId, cutoff],
  );
}

/** Deletes at most `limit` scans made before `cutoff` that hold no artifact; how many went. */
export async function deleteExpiredScans(
  db: Queryable,
  accountId: string,
  cutoff: Date,
  limit: number,
) {
  const rows = await db.query<{ id: string }>(
    `DELETE FROM scans WHERE id IN (
       SELECT s.id FROM scans s
       WHERE s.account_id = $1 AND s.time_created < $2
         AND NOT EXISTS (SELECT 1 FROM artifacts r WHERE r.scan_id = s.id)
       LIMIT ${limit})
     RETURNING id`,
    [accountId, cutoff],
  );
  return rows.length;
}

/** Deletes at most `limit` ended case runs made before `cutoff` that hold no artifact. */
export async function deleteExpiredCaseRuns(
  db: Queryable,
  accountId: string,
  cutoff: Date,
  limit: number,
) {
  const rows = await db.query<{ id: string }>(
    `DELETE FROM caseruns WHERE id IN (
       SELECT c.id FROM caseruns c
       WHERE c.account_id = $1 AND c.time_created < $2 AND c.status <> 'working'
         AND NOT EXISTS (SELECT 1 FROM artifacts r WHERE r.caserun_id = c.id)
       LIMIT ${limit})
     RETURNING id`,
    [accountId, cutoff],
  );
  return rows.length;
}
