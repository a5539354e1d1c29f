import type { MonitorIncident } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { newestFirst } from '../db/repository-pages';

export interface StatsBucketRow {
  start: Date;
  checks: number;
  failures: number;
  p50: number | string | null;
  p95: number | string | null;
  gap: boolean;
}

/** A bucket with no check is a gap once a slot fell due in it: interval + this margin. */
const GAP_MARGIN_SECONDS = 60;

/**
 * A monitor's figures per bucket of `stepSeconds` from `start`, `count` buckets, in one
 * statement bounded by the period. Checks and failures come from `monitor_hourly` (kept 13
 * months); p50/p95 from the raw results that passed (a timeout's ms is the timeout, not the
 * site's speed). A bucket without checks is a gap when a slot fell due in it: the last checked
 * hour before it (read as its end, so a gap is never claimed early) or the monitor's creation,
 * plus the interval and a margin, lies before the bucket's end (or `now`). A paused monitor's
 * buckets after its last check are its own pause, not a gap (no pause history is kept).
 */
export async function statsBuckets(
  db: Queryable,
  monitorId: string,
  range: { start: Date; stepSeconds: number; count: number; now: Date },
) {
  return db.query<StatsBucketRow>(
    `WITH buckets AS (
       SELECT b AS start, b + make_interval(secs => $3::int) AS finish
       FROM generate_series($2::timestamptz,
         $2::timestamptz + make_interval(secs => $3::int * ($4::int - 1)),
         make_interval(secs => $3::int)) AS b),
     counts AS (
       SELECT b.start, coalesce(sum(h.checks), 0)::int AS checks,
         coalesce(sum(h.failures), 0)::int AS failures
       FROM buckets b LEFT JOIN monitor_hourly h
         ON h.monitor_id = $1 AND h.hour >= b.start AND h.hour < b.finish
       GROUP BY b.start),
     times AS (
       SELECT b.start,
         percentile_cont(0.5) WITHIN GROUP (ORDER BY r.ms) AS p50,
         percentile_cont(0.95) WITHIN GROUP (ORDER BY r.ms) AS p95
       FROM buckets b JOIN monitor_results r
         ON r.monitor_id = $1 AND r.ok AND r.ms IS NOT NULL
         AND r.time_checked >= b.start AND r.time_checked < b.finish
       GROUP BY b.start)
     SELECT b.start, c.checks, c.failures, t.p50, t.p95,
       (c.checks = 0 AND b.start < $5::timestamptz
         AND coalesce(last.hour + interval '1 hour', m.time_created)
           + make_interval(secs => m.interval_seconds + $6::int) < least(b.finish, $5::timestamptz)
         AND (NOT m.paused OR EXISTS (SELECT 1 FROM monitor_hourly l
           WHERE l.monitor_id = $1 AND l.hour >= b.finish AND l.checks > 0))) AS gap
     FROM buckets b JOIN counts c ON c.start = b.start LEFT JOIN times t ON t.start = b.start
     JOIN monitors m ON m.id = $1
     LEFT JOIN LATERAL (SELECT max(h.hour) AS hour FROM monitor_hourly h
       WHERE h.monitor_id = $1 AND h.hour < b.start AND h.checks > 0) last ON true
     ORDER BY b.start`,
    [monitorId, range.start, range.stepSeconds, range.count, range.now, GAP_MARGIN_SECONDS],
  );
}

interface IncidentRow {
  id: string;
  time_started: Date;
  time_resolved: Date | null;
  error: string | null;
  issue_id: string | null;
}

/** A monitor's incidents, newest first. */
export const listIncidents = (db: Queryable, monitorId: string, limit: number, offset: number) =>
  newestFirst<IncidentRow>(
    db,
    {
      table: 'monitor_incidents',
      match: { monitor_id: monitorId },
      columns: 'id, time_started, time_resolved, error, issue_id',
      newest: 'time_started',
    },
    { limit, offset },
  );

export const toIncident = (row: IncidentRow): MonitorIncident => ({
  id: row.id,
  time_started: row.time_started.toISOString(),
  time_resolved: row.time_resolved?.toISOString() ?? null,
  error: row.error,
  issue_id: row.issue_id,
});
