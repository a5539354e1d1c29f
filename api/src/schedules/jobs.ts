import type { JobDefinition } from '../jobs/define-job';
import { fireScheduleJob } from '../jobs/kinds';
import { failRun, fireRun, type FireDeps } from './fire';

export const STILL_CLAIMED =
  'a unit of this run is still claimed by another firer (it was at work or died holding it)';

/** The scheduler's job: a slot's fallback fire (scheduler.ts fires slots as it claims them). */
export function scheduleJobs(deps: FireDeps): JobDefinition[] {
  const { db } = deps;
  return [
    fireScheduleJob.worker({
      handle: async ({ runId }) => {
        const run = await fireRun(deps, runId);
        // Still pending: a unit is claimed by another firer, at work or dead holding it. Throw so
        // the job is retried (backoff past the 2-minute reclaim in fire.ts) and, failing that,
        // ends the run failed with the reason: never a run left pending with its job done.
        if (run?.outcome === 'pending') throw new Error(STILL_CLAIMED);
      },
      onFinalFailure: ({ runId }, error) => failRun(db, runId, error),
    }),
  ];
}
