import { testCreateBodySchema } from '@vigil/contract';
import type { Db, Queryable } from '../db/connection';
import { HttpError } from '../http/errors';
import { fireScheduleJob } from '../jobs/kinds';
import type { Queue } from '../jobs/queue';
import { createCaseRunService } from '../caseruns/service';
import { startFlowRun } from '../flows/run-service';
import { createTestService } from '../page-tests/service';
import { createScanService } from '../scans/service';
import { nextRun } from './next-runs';
import type { ScheduleRow, ScheduleRunRow } from './repository';

/** A slot fired this long after it was due says it was late (the ticker runs every minute). */
const LATE_AFTER_MS = 2 * 60_000;
const CLAIM_BATCH = 500;

/**
 * Claims every active schedule due at `now` and records one run per slot, moving its next run
 * on (computed in its timezone from `now`: slots missed while every worker was down fire once,
 * marked late). Rows are locked `FOR UPDATE SKIP LOCKED` and a slot's run is unique, so any
 * number of concurrent tickers fire each slot once. With a queue the fire job is queued in the
 * same transaction: a claimed slot is never lost to a crash.
 */
export async function claimDue(db: Db, now: Date, queue?: Pick<Queue, 'send'>) {
  return db.transaction(async (tx) => {
    const due = await tx.query<ScheduleRow>(
      `SELECT * FROM schedules WHERE status = 'Active' AND next_run_at <= $1
       ORDER BY next_run_at LIMIT $2 FOR UPDATE SKIP LOCKED`,
      [now, CLAIM_BATCH],
    );
    const runIds: string[] = [];
    for (const schedule of due) {
      const dueAt = schedule.next_run_at!;
      const next = nextRunOrNone(schedule, now);
      await tx.query('UPDATE schedules SET next_run_at = $2, time_last_run = $3 WHERE id = $1', [
        schedule.id,
        next,
        now,
      ]);
      const [run] = await tx.query<{ id: string }>(
        `INSERT INTO schedule_runs (schedule_id, due_at, time_fired, late, outcome)
         VALUES ($1, $2, $3, $4, 'pending') ON CONFLICT DO NOTHING RETURNING id`,
        [schedule.id, dueAt, now, now.getTime() - dueAt.getTime() > LATE_AFTER_MS],
      );
      if (!run) continue;
      runIds.push(run.id);
      if (queue) await fireScheduleJob.send(queue, { runId: run.id }, tx);
    }
    return runIds;
  });
}

/** The next slot; none (it stops firing) when its timing cannot be computed any more. */
function nextRunOrNone(schedule: ScheduleRow, now: Date): Date | null {
  try {
    return nextRun({ ...schedule, anchor: schedule.time_created }, now);
  } catch {
    return null;
  }
}

export async function insertManualRun(db: Queryable, scheduleId: string) {
  const [run] = await db.query<{ id: string }>(
    `INSERT INTO schedule_runs (schedule_id, due_at, manual, outcome)
     VALUES ($1, now(), true, 'pending') RETURNING id`,
    [scheduleId],
  );
  await db.query('UPDATE schedules SET time_last_run = now() WHERE id = $1', [scheduleId]);
  return run!;
}

/** The pages (scans, tests) or sites (case and flow runs) one fire runs on, in a stable order. */
export async function unitsOf(
  db: Queryable,
  schedule: Pick<ScheduleRow, 'account_id' | 'resources' | 'scope' | 'task_type'>,
): Promise<string[]> {
  const params = [schedule.account_id, schedule.resources];
  const perSite = schedule.task_type === 'caserun' || schedule.task_type === 'flowrun';
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

type MadeObject = { type: 'scan' | 'test' | 'caserun' | 'flowrun'; id: string };

/** Creates one unit through the owning service, as a caller's request would. */
async function makeUnit(db: Db, queue: Queue | undefined, schedule: ScheduleRow, unitId: string) {
  const accountId = schedule.account_id;
  switch (schedule.task_type) {
    case 'scan':
      return (await createScanService(db, queue).create(accountId, { page_id: unitId })).map(
        (scan): MadeObject => ({ type: 'scan', id: scan.id }),
      );
    case 'test':
      return (
        await createTestService(db, queue).create(
          accountId,
          testCreateBodySchema.parse({ page_id: unitId }),
        )
      ).map((test): MadeObject => ({ type: 'test', id: test.id }));
    case 'caserun': {
      const run = await createCaseRunService(db, queue).create(accountId, {
        case_id: schedule.case_id!,
        site_id: unitId,
      });
      return [{ type: 'caserun', id: run.id } as MadeObject];
    }
    case 'flowrun': {
      const id = await startFlowRun(db, queue, accountId, {
        flow_id: schedule.flow_id!,
        site_id: unitId,
      });
      return [{ type: 'flowrun', id } as MadeObject];
    }
  }
}

/** Claims a unit of a run for this firer; false when another firer has it or it is done. */
async function claimUnit(db: Queryable, runId: string, unitId: string) {
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

const endUnit = (db: Queryable, runId: string, unitId: string, status: string, error?: string) =>
  db.query(
    'UPDATE schedule_run_units SET status = $3, error = $4 WHERE run_id = $1 AND unit_id = $2',
    [runId, unitId, status, error ?? null],
  );

/**
 * Fires a recorded run once: each unit is claimed, then created through its service; a unit
 * over the plan's limit (426) is skipped. A retried or concurrent fire skips units already
 * claimed. The last firer to finish writes the outcome, the objects made and the skipped count.
 */
export async function fireRun(db: Db, queue: Queue | undefined, runId: string) {
  const [run] = await db.query<ScheduleRunRow>('SELECT * FROM schedule_runs WHERE id = $1', [
    runId,
  ]);
  if (!run || run.outcome !== 'pending') return run!;
  const [schedule] = await db.query<ScheduleRow>('SELECT * FROM schedules WHERE id = $1', [
    run.schedule_id,
  ]);
  if (!schedule) return run;
  const units = await unitsOf(db, schedule);
  for (const unitId of units) {
    if (!(await claimUnit(db, runId, unitId))) continue;
    try {
      const made = await makeUnit(db, queue, schedule, unitId);
      for (const object of made) {
        await db.query(
          `INSERT INTO scheduled_objects (object_type, object_id, schedule_id, run_id, unit_id)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
          [object.type, object.id, schedule.id, runId, unitId],
        );
      }
      await endUnit(db, runId, unitId, 'made');
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.statusCode === 426) await endUnit(db, runId, unitId, 'skipped');
      else await endUnit(db, runId, unitId, 'failed', error.message);
    }
  }
  return endRun(db, runId, units.length);
}

/** Writes the outcome once every unit has ended (else another firer is still at work). */
async function endRun(db: Queryable, runId: string, unitCount: number) {
  const ended = await db.query<{ status: string; error: string | null }>(
    'SELECT status, error FROM schedule_run_units WHERE run_id = $1',
    [runId],
  );
  if (ended.some((unit) => unit.status === 'claimed')) {
    return (
      await db.query<ScheduleRunRow>('SELECT * FROM schedule_runs WHERE id = $1', [runId])
    )[0]!;
  }
  const objects = await db.query<MadeObject>(
    `SELECT object_type AS type, object_id AS id FROM scheduled_objects WHERE run_id = $1
     ORDER BY unit_id, object_id`,
    [runId],
  );
  const count = (status: string) => ended.filter((unit) => unit.status === status).length;
  const [made, skipped, failed] = [count('made'), count('skipped'), count('failed')];
  const outcome =
    made === 0 ? (failed > 0 ? 'failed' : 'skipped') : made < ended.length ? 'partial' : 'ran';
  const error =
    ended.find((unit) => unit.error)?.error ?? (unitCount === 0 ? 'nothing to run on' : null);
  const [row] = await db.query<ScheduleRunRow>(
    `UPDATE schedule_runs SET outcome = $2, objects = $3, skipped = $4, error = $5
     WHERE id = $1 AND outcome = 'pending' RETURNING *`,
    [runId, outcome, JSON.stringify(objects), skipped, error],
  );
  return (
    row ??
    (await db.query<ScheduleRunRow>('SELECT * FROM schedule_runs WHERE id = $1', [runId]))[0]!
  );
}

/** A fire that failed for good ends failed with the reason, never pending. */
export async function failRun(db: Queryable, runId: string, error: string) {
  await db.query(
    `UPDATE schedule_runs SET outcome = 'failed', error = $2 WHERE id = $1 AND outcome = 'pending'`,
    [runId, error],
  );
}
