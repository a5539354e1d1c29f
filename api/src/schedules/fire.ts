import type { Db, Queryable } from '../db/connection';
import { joined } from '../db/joined';
import { HttpError } from '../http/errors';
import type { JobSender } from '../jobs/define-job';
import type { RunKinds } from '../runs/run-kind';
import type { ScheduleRow } from './repository';
import {
  claimUnit,
  endPendingRun,
  endUnit,
  findRun,
  objectsOfRun,
  pendingRunSchedule,
  recordObject,
  unitIds,
  unitsOfRun,
} from './repository-runs';

// Callers took these from here before the SQL moved to the repository.
export { failRun, insertManualRun } from './repository-runs';

/** What firing a schedule works with: the registry makes each unit's runs. */
export interface FireDeps {
  db: Db;
  queue: JobSender | undefined;
  kinds: RunKinds;
}

/** The pages (scans, tests) or sites (case and flow runs) one fire runs on, in a stable order. */
export async function unitsOf(
  db: Queryable,
  kinds: RunKinds,
  schedule: Pick<ScheduleRow, 'account_id' | 'resources' | 'scope' | 'task_type'>,
): Promise<string[]> {
  return unitIds(db, kinds[schedule.task_type].unit === 'site', schedule);
}

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
      await recordObject(tx, { type: kind.type, id }, schedule.id, runId, unitId);
    }
    await endUnit(tx, runId, unitId, 'made');
  });
}

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
    return (await findRun(db, runId))!;
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

/** Writes the outcome once every unit has ended (else another firer is still at work). */
async function endRun(db: Queryable, runId: string, unitCount: number) {
  const ended = await unitsOfRun(db, runId);
  if (ended.some((unit) => unit.status === 'claimed')) {
    return (await findRun(db, runId))!;
  }
  const count = (status: string) => ended.filter((unit) => unit.status === status).length;
  const [made, skipped, failed] = [count('made'), count('skipped'), count('failed')];
  // Only a made unit has objects (most fires over a plan's limit or on no pages make none).
  const objects = made === 0 ? [] : await objectsOfRun(db, runId);
  const outcome =
    made === 0 ? (failed > 0 ? 'failed' : 'skipped') : made < ended.length ? 'partial' : 'ran';
  const error =
    ended.find((unit) => unit.error)?.error ?? (unitCount === 0 ? 'nothing to run on' : null);
  const row = await endPendingRun(db, runId, { outcome, objects, skipped, error });
  return row ?? (await findRun(db, runId))!;
}
