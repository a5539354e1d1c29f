import type { Queryable } from '../db/connection';
import { limitsOf } from '../teams/repository';
import { accountsWithLogs, deleteLogsBefore } from './repository';

/** Rows per statement: short statements however much has expired. */
const BATCH = 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes each team's API log rows older than its plan's `retention_days` (0 = kept forever);
 * run by the daily retention job beside the scans and artifacts (src/artifacts/retention.ts).
 */
export async function purgeExpiredApiLogs(db: Queryable, now = new Date()): Promise<number> {
  const accounts = await accountsWithLogs(db);
  let deleted = 0;
  for (const account of accounts) {
    const days = limitsOf(account).retention_days;
    if (!(days > 0)) continue;
    const cutoff = new Date(now.getTime() - days * DAY_MS);
    for (;;) {
      const count = await deleteLogsBefore(db, account.id, cutoff, BATCH);
      deleted += count;
      if (count < BATCH) break;
    }
  }
  return deleted;
}
