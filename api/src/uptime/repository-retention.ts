import type { Queryable } from '../db/connection';
import { teamsHolding } from '../teams/repository';

/** The teams that have monitors, with what their plan keeps. */
export const accountsWithMonitors = (db: Queryable) => teamsHolding(db, ['monitors']);

/** Deletes the team's raw results older than `days` before `now`; the rows deleted. */
export async function deleteResultsBefore(
  db: Queryable,
  accountId: string,
  now: Date,
  days: number,
) {
  const [gone] = await db.query<{ count: number }>(
    `WITH gone AS (DELETE FROM monitor_results r USING monitors m
       WHERE m.id = r.monitor_id AND m.account_id = $1
         AND r.time_checked < $2::timestamptz - make_interval(days => $3) RETURNING 1)
     SELECT count(*)::int AS count FROM gone`,
    [accountId, now, days],
  );
  return gone?.count ?? 0;
}

/** Deletes every hourly aggregate older than `days` before `now`; the rows deleted. */
export async function deleteHourlyBefore(db: Queryable, now: Date, days: number) {
  const [hours] = await db.query<{ count: number }>(
    `WITH gone AS (DELETE FROM monitor_hourly
       WHERE hour < $1::timestamptz - make_interval(days => $2) RETURNING 1)
     SELECT count(*)::int AS count FROM gone`,
    [now, days],
  );
  return hours?.count ?? 0;
}
