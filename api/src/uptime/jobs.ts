import type { Db, Queryable } from '../db/connection';
import type { JobDefinition } from '../jobs/define-job';
import { uptimeRetentionJob } from '../jobs/kinds';
import { limitsOf } from '../teams/repository';
import {
  accountsWithMonitors,
  deleteHourlyBefore,
  deleteResultsBefore,
} from './repository-retention';

/** Aggregates (uptime %, the 90-day bars) are kept for 13 months, whatever the plan. */
const AGGREGATE_DAYS = 396;

/**
 * Deletes each team's raw check results older than its plan's `retention_days` (0 = as long as
 * the aggregates), and hourly aggregates older than 13 months. Returns the rows deleted.
 */
export async function purgeUptime(db: Queryable, now = new Date()) {
  let deleted = 0;
  for (const account of await accountsWithMonitors(db)) {
    const days = limitsOf(account).retention_days;
    const keep = days > 0 ? Math.min(days, AGGREGATE_DAYS) : AGGREGATE_DAYS;
    deleted += await deleteResultsBefore(db, account.id, now, keep);
  }
  return deleted + (await deleteHourlyBefore(db, now, AGGREGATE_DAYS));
}

export function uptimeJobs(db: Db): JobDefinition[] {
  return [uptimeRetentionJob.worker({ handle: async () => void (await purgeUptime(db)) })];
}
