import type { Queryable } from '../db/connection';
import type { CheckOutcome } from './http-check';
import type { MonitorRow } from './repository';

/**
 * Leases up to `limit` monitors due at `now` (not paused, no live lease), oldest slot first, for
 * the check's timeout plus `marginSeconds`. Rows are locked SKIP LOCKED, so any number of workers
 * claim each slot once while its lease lasts; the slot (`next_check_at`) stays as it was.
 */
export async function claimDueMonitors(
  db: Queryable,
  now: Date,
  limit: number,
  marginSeconds: number,
): Promise<MonitorRow[]> {
  return db.query<MonitorRow>(
    `UPDATE monitors m SET lease_until = $1::timestamptz + make_interval(secs =>
       coalesce((m.settings ->> 'timeout_seconds')::int, 10) + $3::int)
     WHERE m.id IN (
       SELECT id FROM monitors
       WHERE NOT paused AND next_check_at <= $1 AND (lease_until IS NULL OR lease_until <= $1)
       ORDER BY next_check_at LIMIT $2 FOR UPDATE SKIP LOCKED)
     RETURNING m.*`,
    [now, limit, marginSeconds],
  );
}

/** Locks the monitor if its slot is still `due` (not moved by an edit meanwhile). */
export async function lockMonitorAtSlot(tx: Queryable, id: string, due: Date) {
  const [monitor] = await tx.query<MonitorRow>(
    // Compared at the millisecond the claim read it as (PostgreSQL keeps microseconds).
    `SELECT * FROM monitors
     WHERE id = $1 AND date_trunc('milliseconds', next_check_at) = $2 FOR UPDATE`,
    [id, due],
  );
  return monitor ?? null;
}

/** Stores a slot's result; false when the slot was already recorded (its key is the slot). */
export async function insertResult(
  tx: Queryable,
  monitorId: string,
  due: Date,
  now: Date,
  outcome: CheckOutcome,
) {
  const inserted = await tx.query(
    `INSERT INTO monitor_results
       (monitor_id, due_at, time_checked, ok, status_code, ms, error_class, error)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING 1`,
    [
      monitorId,
      due,
      now,
      outcome.ok,
      outcome.statusCode,
      outcome.ms,
      outcome.errorClass,
      outcome.error,
    ],
  );
  return inserted.length > 0;
}

/**
 * Counts a check in its hour's aggregate (what uptime % and the bars read). A check during a
 * maintenance window (`held`) counts only in `maintenance_checks`: not as downtime, nor uptime.
 */
export async function addToHourly(
  tx: Queryable,
  monitorId: string,
  now: Date,
  outcome: CheckOutcome,
  held = false,
) {
  if (held) {
    await tx.query(
      `INSERT INTO monitor_hourly (monitor_id, hour, maintenance_checks)
       VALUES ($1, date_trunc('hour', $2::timestamptz), 1)
       ON CONFLICT (monitor_id, hour) DO UPDATE
       SET maintenance_checks = monitor_hourly.maintenance_checks + 1`,
      [monitorId, now],
    );
    return;
  }
  await tx.query(
    `INSERT INTO monitor_hourly (monitor_id, hour, checks, failures, ms_sum, ms_max)
     VALUES ($1, date_trunc('hour', $2::timestamptz), 1, $3, $4::int, $4::int)
     ON CONFLICT (monitor_id, hour) DO UPDATE SET checks = monitor_hourly.checks + 1,
       failures = monitor_hourly.failures + EXCLUDED.failures,
       ms_sum = monitor_hourly.ms_sum + EXCLUDED.ms_sum,
       ms_max = greatest(monitor_hourly.ms_max, EXCLUDED.ms_max)`,
    [monitorId, now, outcome.ok ? 0 : 1, outcome.ms ?? 0],
  );
}

/** The monitor after a check: its failure count and state, its next slot, no lease. */
export async function saveCheckState(
  tx: Queryable,
  monitorId: string,
  change: { failures: number; state: MonitorRow['state']; now: Date; next: Date },
) {
  await tx.query(
    `UPDATE monitors SET consecutive_failures = $2, state = $3,
       state_since = CASE WHEN state = $3 THEN state_since ELSE $4 END,
       next_check_at = $5, lease_until = NULL
     WHERE id = $1`,
    [monitorId, change.failures, change.state, change.now, change.next],
  );
}

/** Moves a monitor's slot without a result (a heartbeat not due yet) and drops its lease. */
export async function moveSlot(tx: Queryable, monitorId: string, next: Date) {
  await tx.query('UPDATE monitors SET next_check_at = $2, lease_until = NULL WHERE id = $1', [
    monitorId,
    next,
  ]);
}

/**
 * Notes a heartbeat ping; a monitor not Up (and not being checked) is made due at once. False for
 * an unknown token.
 */
export async function notePing(db: Queryable, token: string, now: Date) {
  const rows = await db.query(
    `UPDATE monitors SET last_ping_at = $2,
       next_check_at = CASE
         WHEN state <> 'up' AND (lease_until IS NULL OR lease_until <= $2)
         THEN least(next_check_at, $2) ELSE next_check_at END
     WHERE heartbeat_token = $1 AND kind = 'heartbeat' RETURNING 1`,
    [token, now],
  );
  return rows.length > 0;
}
