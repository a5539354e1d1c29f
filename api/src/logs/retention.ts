import type { Queryable } from '../db/connection';
import { limitsOf, type AccountRow } from '../teams/repository';

/** Rows per statement: short statements however much has expired. */
const BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes each team's API log rows older than its plan's `retention_days` (0 = kept forever);
 * run by the daily retention job beside the scans and artifacts (src/artifacts/retention.ts).
 */
export async function purgeExpiredApiLogs(db: Queryable, now = new Date()): Promise<number> {
  const accounts = await db.query<Pick<AccountRow, 'id' | 'type' | 'limits'>>(
    `SELECT a.id, a.type, a.limits FROM accounts a
     WHERE EXISTS (SELECT 1 FROM api_logs l WHERE l.account_id = a.id)`,
  );
  let deleted = 0;
  for (const account of accounts) {
    const days = limitsOf(account).retention_days;
    if (!(days > 0)) continue;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    for (;;) {
      const rows = await db.query<{ id: string }>(
        `DELETE FROM api_logs WHERE id IN (
           SELECT id FROM api_logs WHERE account_id = $1 AND time_created < $2 LIMIT ${BATCH})
         RETURNING id`,
        [account.id, cutoff],
      );
      deleted += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  return deleted;
}
