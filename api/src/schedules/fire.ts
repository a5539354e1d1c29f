import type { RunType } from '@vigil/contract';
import type { Db, Queryable } from '../db/connection';
import { joined } from '../db/joined';
import { HttpError } from '../http/errors';
import type { JobSender } from '../jobs/define-job';
import type { RunKinds } from '../runs/run-kind';
import type { ScheduleRow, ScheduleRunRow } from './repository';

/** What firing a schedule works with: the registry makes each unit's runs. */
export interface FireDeps {
  db: Db;
  queue: JobSender | undefined;
  kinds: RunKinds;
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
  kinds: RunKinds,
  schedule: Pick<ScheduleRow, 'account_id' | 'resources' | 'scope' | 'task_type'>,
): Promise<string[]> {
  const params = [schedule.account_id, schedule.resources];
  const perSite = kinds[schedule.task_type].unit === 'site';
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

type MadeObject = { type: RunType; id: string };

/**
 * Makes one unit's runs through their kind, as a caller's request would, and records them with
 * the unit's end in the same transaction: a firer that dies midway leaves the unit claimed and
 * nothing made, so the firer that reclaims it makes it once.
 */
async function makeUnit(
  { db, queue, kinds }: FireDeps,
  schedule: ScheduleRow,
  runId: string,
  unitId: string,
) {
  const kind = kinds[schedule.task_type];
  await db.transaction(async (tx) => {
    const ids = await kind.make(joined(db, tx), queue, {
      accountId: schedule.account_id,
      siteId: kind.unit === 'site' ? unitId : null,
      pageIds: kind.unit === 'page' ? [unitId] : [],
      settings: { caseId: schedule.case_id, flowId: schedule.flow_id },
    });
    for (const id of ids) {
      await tx.query(
        `INSERT INTO scheduled_objects (object_type, object_id, schedule_id, run_id, unit_id)
         VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [kind.type, id, schedule.id, runId, unitId],
      );
    }
    await endUnit(tx, runId, unitId, 'made');
  });
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
 * `claimed`: the run's schedule as the claim that just recorded the run read it (the scheduler
 * fires at once), which saves reading the run and the schedule again.
 */
export async function fireRun(deps: FireDeps, runId: string, claimed?: ScheduleRow) {
  const { db, kinds } = deps;
  const schedule = claimed ?? (await pendingRunSchedule(db, runId));
  if (!schedule) {
    return (
      await db.query<ScheduleRunRow>('SELECT * FROM schedule_runs WHERE id = $1', [runId])
    )[0]!;
  }
  const units = await unitsOf(db, kinds, schedule);
  for (const unitId of units) {
    if (!(await claimUnit(db, runId, unitId))) continue;
    try {
      await makeUnit(deps, schedule, runId, unitId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      if (error.statusCode === 426) await endUnit(db, runId, unitId, 'skipped');
      else await endUnit(db, runId, unitId, 'failed', error.message);
    }
  }
  return endRun(db, runId, units.length);
}

/** The schedule of a run still pending; none when the run has ended or is gone. */
async function pendingRunSchedule(db: Queryable, runId: string) {
  const [schedule] = await db.query<ScheduleRow>(
    `SELECT s.* FROM schedule_runs r JOIN schedules s ON s.id = r.schedule_id
     WHERE r.id = $1 AND r.outcome = 'pending'`,
    [runId],
  );
  return schedule ?? null;
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
  const count = (status: string) => ended.filter((unit) => unit.status === status).length;
  const [made, skipped, failed] = [count('made'), count('skipped'), count('failed')];
  // Only a made unit has objects (most fires over a plan's limit or on no pages make none).
  const objects =
    made === 0
      ? []
      : await db.query<MadeObject>(
          `SELECT object_type AS type, object_id AS id FROM scheduled_objects WHERE run_id = $1
           ORDER BY unit_id, object_id`,
          [runId],
        );
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
