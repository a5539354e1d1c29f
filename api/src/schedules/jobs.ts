import type { Db } from '../db/connection';
import type { JobDefinition } from '../jobs/define-job';
import { fireScheduleJob } from '../jobs/kinds';
import type { Queue } from '../jobs/queue';
import { failRun, fireRun } from './fire';

/** The scheduler's job: a slot's fallback fire (scheduler.ts fires slots as it claims them). */
export function scheduleJobs(db: Db, queue: Queue): JobDefinition[] {
  return [
    fireScheduleJob.worker({
      handle: async ({ runId }) => void (await fireRun(db, queue, runId)),
      onFinalFailure: ({ runId }, error) => failRun(db, runId, error),
    }),
  ];
}
