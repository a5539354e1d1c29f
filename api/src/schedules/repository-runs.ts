import type { RunType } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import type { ScheduleRow, ScheduleRunRow } from './repository';

/**
 * The runs of schedules: one row per fire (schedule_runs), one per unit a fire claims
 * (schedule_run_units), one per run object a unit made (scheduled_objects).
 */
export type MadeObject = { type: RunType; id: string };

export async function insertManualRun(db: Queryable, scheduleId: string) {
  const [run] = await db.query<{ id: string }>(
    `INSERT INTO schedule_runs (schedule_id, due_at, manual, outcome)
     VALUES ($1, now(), true, 'pending') RETURNING id`,
    [scheduleId],
  );
  await db.query('UPDATE schedules SET time_last_run = now() WHERE id = $1', [scheduleId]);
  return run!;
}

/** The ids of the sites (`perSite`) or pages in the schedule's scope, in id order. */
export async function unitIds(
  db: Queryable,
  perSite: boolean,
  schedule: Pick<ScheduleRow, 'account_id' | 'resources' | 'scope'>,
): Promise<string[]> {
  const params = [schedule.account_id, schedule.resources];
  const sql = {
    account: perSite
      ? 'SELECT id FROM sites WHERE account_id = $1'
      : 'SELECT id FROM pages WHERE account_id = $1',
    site: perSite
      ? 'SELECT id FROM sites WHERE account_id = $1 AND id = ANY($2::uuid[])'
      : 'SELECT id FROM pages WHERE account_id = $1 AND site_id = ANY($2::uuid[])',
    page: perSite
      ? 'SELECT DISTINCT site_id AS id FROM pages WHERE account_id = $1 AND id = ANY($2::uuid[])'
      : 'SELECT id FROM pages WHERE account_id = $1 AND id = ANY($2::uuid[])',
  }[schedule.scope];
  const rows = await db.query<{ id: string }>(
    `${sql} ORDER BY id`,
    schedule.scope === 'account' ? [params[0]] : params,
  );
  return rows.map((row) => row.id);
}

export async function recordObject(
  db: Queryable,
  object: MadeObject,
  scheduleId: string,
  runId: string,
  unitId: string,
) {
  await db.query(
    `INSERT INTO scheduled_objects (object_type, object_id, schedule_id, run_id, unit_id)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
    [object.type, object.id, scheduleId, runId, unitId],
  );
}

/** Claims a unit of a run for this firer; false when another firer has it or it is done. */
export async function claimUnit(db: Queryable, runId: string, unitId: string) {
  const claimed = await db.query(
    `INSERT INTO schedule_run_units (run_id, unit_id) VALUES ($1, $2)
     ON CONFLICT (run_id, unit_id) DO UPDATE SET claimed_at = now()
       WHERE schedule_run_units.status = 'claimed'
         AND schedule_run_units.claimed_at < now() - interval '2 minutes'
     RETURNING run_id`,
    [runId, unitId],
  );
  return claimed.length > 0;
}

export const endUnit = (
  db: Queryable,
  runId: string,
  unitId: string,
  status: string,
  error?: string,
) =>
  db.query(
    'UPDATE schedule_run_units SET status = $3, error = $4 WHERE run_id = $1 AND unit_id = $2',
    [runId, unitId, status, error ?? null],
  );

export async function findRun(db: Queryable, runId: string) {
  return (await db.query<ScheduleRunRow>('SELECT * FROM schedule_runs WHERE id = $1', [runId]))[0];
}

/** The schedule of a run still pending; none when the run has ended or is gone. */
export async function pendingRunSchedule(db: Queryable, runId: string) {
  const [schedule] = await db.query<ScheduleRow>(
    `SELECT s.* FROM schedule_runs r JOIN schedules s ON s.id = r.schedule_id
     WHERE r.id = $1 AND r.outcome = 'pending'`,
    [runId],
  );
  return schedule ?? null;
}

export function unitsOfRun(db: Queryable, runId: string) {
  return db.query<{ status: string; error: string | null }>(
    'SELECT status, error FROM schedule_run_units WHERE run_id = $1',
    [runId],
  );
}

/** The run objects the run's units made, by unit. */
export function objectsOfRun(db: Queryable, runId: string) {
  return db.query<MadeObject>(
    `SELECT object_type AS type, object_id AS id FROM scheduled_objects WHERE run_id = $1
     ORDER BY unit_id, object_id`,
    [runId],
  );
}

/** Ends a pending run; undefined when another firer ended it first. */
export async function endPendingRun(
  db: Queryable,
  runId: string,
  end: { outcome: string; objects: MadeObject[]; skipped: number; error: string | null },
) {
  const [row] = await db.query<ScheduleRunRow>(
    `UPDATE schedule_runs SET outcome = $2, objects = $3, skipped = $4, error = $5
     WHERE id = $1 AND outcome = 'pending' RETURNING *`,
    [runId, end.outcome, JSON.stringify(end.objects), end.skipped, end.error],
  );
  return row;
}

/** A fire that failed for good ends failed with the reason, never pending. */
export async function failRun(db: Queryable, runId: string, error: string) {
  await db.query(
    `UPDATE schedule_runs SET outcome = 'failed', error = $2 WHERE id = $1 AND outcome = 'pending'`,
    [runId, error],
  );
}

/** Locks up to `limit` active schedules due by `now`, skipping those another claimer holds. */
export function lockDueSchedules(db: Queryable, now: Date, limit: number) {
  return db.query<ScheduleRow>(
    `SELECT * FROM schedules WHERE status = 'Active' AND next_run_at <= $1
     ORDER BY next_run_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
    [now, limit],
  );
}

/** Moves each schedule to its next run (null: none) and stamps its last run. */
export async function advanceSchedules(
  db: Queryable,
  ids: string[],
  nextRuns: (string | null)[],
  now: Date,
) {
  await db.query(
    `UPDATE schedules s SET next_run_at = v.next, time_last_run = $3
     FROM unnest($1::uuid[], $2::timestamptz[]) AS v(id, next) WHERE s.id = v.id`,
    [ids, nextRuns, now],
  );
}

/** One pending run per schedule and due time (a due time already recorded is skipped). */
export function insertDueRuns(
  db: Queryable,
  ids: string[],
  dueAts: string[],
  now: Date,
  lateAfterMs: number,
) {
  return db.query<{ id: string; schedule_id: string }>(
    `INSERT INTO schedule_runs (schedule_id, due_at, time_fired, late, outcome)
     SELECT v.id, v.due_at, $3::timestamptz,
       $3::timestamptz - v.due_at > $4::int * interval '1 millisecond', 'pending'
     FROM unnest($1::uuid[], $2::timestamptz[]) AS v(id, due_at)
     ON CONFLICT DO NOTHING RETURNING id, schedule_id`,
    [ids, dueAts, now, lateAfterMs],
  );
}
