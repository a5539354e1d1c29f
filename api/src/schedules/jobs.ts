import type { Db } from '../db/connection';
import type { JobDefinition } from '../jobs/define-job';
import { fireScheduleJob, scheduleTickJob } from '../jobs/kinds';
import type { Queue } from '../jobs/queue';
import { claimDue, failRun, fireRun } from './fire';

/** The scheduler: a tick every minute claims due slots; each slot is fired by its own job. */
export function scheduleJobs(db: Db, queue: Queue): JobDefinition[] {
  return [
    scheduleTickJob.worker({ handle: async () => void (await claimDue(db, new Date(), queue)) }),
    fireScheduleJob.worker({
      handle: async ({ runId }) => void (await fireRun(db, queue, runId)),
      onFinalFailure: ({ runId }, error) => failRun(db, runId, error),
    }),
  ];
}
