import type { Db } from '../db/connection';
import { fireScheduleJob } from '../jobs/kinds';
import type { Queue } from '../jobs/queue';
import { nextRun } from './next-runs';
import type { ScheduleRow } from './repository';
import { advanceSchedules, insertDueRuns, lockDueSchedules } from './repository-runs';

/** A run just recorded by a claim, and its schedule as the claim read it. */
export interface ClaimedRun {
  id: string;
  schedule: ScheduleRow;
}

/** A slot claimed this long after it was due says it was late (workers were down). */
const LATE_AFTER_MS = 2 * 60_000;
/** Rows per claim transaction when claiming everything due at once (`claimDue`). */
const CLAIM_BATCH = 500;
/**
 * A claimed slot's `schedule.fire` job waits this long before a worker may take it: the process
 * that claimed the slot fires it at once (scheduler.ts) and deletes the job, so the job only runs
 * when that process died or its fire threw. Firing twice is harmless (fireRun claims each unit).
 */
export const FALLBACK_AFTER_SECONDS = 30;

/**
 * Claims every active schedule due at `now`, batch after batch, each its own short transaction,
 * until a batch comes back short. The scheduler claims smaller batches itself (scheduler.ts);
 * this is the same claim on a chosen clock, for tests of what several claimers do.
 */
export async function claimDue(db: Db, now: Date, queue?: Pick<Queue, 'insert'>) {
  const runIds: string[] = [];
  for (;;) {
    const batch = await claimBatch(db, now, CLAIM_BATCH, queue);
    runIds.push(...batch.runs.map((run) => run.id));
    if (batch.claimed < CLAIM_BATCH) return runIds;
  }
}

/**
 * Claims up to `limit` active schedules due at `now` and records one run per slot, moving each
 * next run on (computed in its timezone from `now`: slots missed while every worker was down
 * fire once, marked late). Rows are locked `FOR UPDATE SKIP LOCKED` and a slot's run is unique,
 * so any number of concurrent claimers fire each slot once. Four statements whatever the size:
 * the rows locked (served by the partial index `schedules_due`), their next runs moved on, their
 * runs inserted (a slot already recorded is skipped) and, with a queue, one fallback fire job per
 * new run, whose id is the run's: a claimed slot is never lost to a crash.
 */
export async function claimBatch(
  db: Db,
  now: Date,
  limit: number,
  queue?: Pick<Queue, 'insert'>,
): Promise<{ runs: ClaimedRun[]; claimed: number }> {
  return db.transaction(async (tx) => {
    const due = await lockDueSchedules(tx, now, limit);
    if (due.length === 0) return { runs: [], claimed: 0 };
    const ids = due.map((schedule) => schedule.id);
    const nextRuns = due.map((schedule) => nextRunOrNone(schedule, now)?.toISOString() ?? null);
    await advanceSchedules(tx, ids, nextRuns, now);
    const dueAts = due.map((schedule) => schedule.next_run_at!.toISOString());
    const inserted = await insertDueRuns(tx, ids, dueAts, now, LATE_AFTER_MS);
    const byId = new Map(due.map((schedule) => [schedule.id, schedule]));
    const runs = inserted.map((run) => ({ id: run.id, schedule: byId.get(run.schedule_id)! }));
    if (queue) {
      await fireScheduleJob.sendMany(
        queue,
        runs.map((run) => ({ runId: run.id })),
        tx,
        FALLBACK_AFTER_SECONDS,
      );
    }
    return { runs, claimed: due.length };
  });
}

/** The next slot; none (it stops firing) when its timing cannot be computed any more. */
function nextRunOrNone(schedule: ScheduleRow, now: Date): Date | null {
  try {
    return nextRun({ ...schedule, anchor: schedule.time_created, key: schedule.id }, now);
  } catch {
    return null;
  }
}
