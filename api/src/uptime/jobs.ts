import type { Db, Queryable } from '../db/connection';
import type { JobDefinition } from '../jobs/define-job';
import { uptimeRetentionJob } from '../jobs/kinds';
import { limitsOf, type AccountRow } from '../teams/repository';

/** Aggregates (uptime %, the 90-day bars) are kept for 13 months, whatever the plan. */
const AGGREGATE_DAYS = 396;

/**
 * Deletes each team's raw check results older than its plan's `retention_days` (0 = as long as
 * the aggregates), and hourly aggregates older than 13 months. Returns the rows deleted.
 */
export async function purgeUptime(db: Queryable, now = new Date()) {
  const accounts = await db.query<Pick<AccountRow, 'id' | 'type' | 'limits'>>(
    `SELECT a.id, a.type, a.limits FROM accounts a
     WHERE EXISTS (SELECT 1 FROM monitors m WHERE m.account_id = a.id)`,
  );
  let deleted = 0;
  for (const account of accounts) {
    const days = limitsOf(account).retention_days;
    const keep = days > 0 ? Math.min(days, AGGREGATE_DAYS) : AGGREGATE_DAYS;
    const [gone] = await db.query<{ count: number }>(
      `WITH gone AS (DELETE FROM monitor_results r USING monitors m
         WHERE m.id = r.monitor_id AND m.account_id = $1
           AND r.time_checked < $2::timestamptz - make_interval(days => $3) RETURNING 1)
       SELECT count(*)::int AS count FROM gone`,
      [account.id, now, keep],
    );
    deleted += gone?.count ?? 0;
  }
  const [hours] = await db.query<{ count: number }>(
    `WITH gone AS (DELETE FROM monitor_hourly
       WHERE hour < $1::timestamptz - make_interval(days => $2) RETURNING 1)
     SELECT count(*)::int AS count FROM gone`,
    [now, AGGREGATE_DAYS],
  );
  return deleted + (hours?.count ?? 0);
}

export function uptimeJobs(db: Db): JobDefinition[] {
  return [uptimeRetentionJob.worker({ handle: async () => void (await purgeUptime(db)) })];
}
