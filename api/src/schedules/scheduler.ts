import { startClaimLoop } from '../jobs/claim-loop';
import { fireScheduleJob } from '../jobs/kinds';
import type { Queue } from '../jobs/queue';
import { claimBatch, type ClaimedRun } from './claim';
import { fireRun, type FireDeps } from './fire';

/** Seconds between two claims while nothing is due: one indexed query, so a slot waits ≤ 1 s. */
const CLAIM_INTERVAL_MS = 1000;
/**
 * Slots per claim: small, so that when many fall due at once the worker processes share them
 * (each claims a batch, fires it, claims the next; SKIP LOCKED keeps them apart).
 */
const CLAIM_LIMIT = 100;
/** Fires in flight per process: each is a few short statements, most of it waiting on them. */
const FIRE_CONCURRENCY = 8;

export interface Scheduler {
  /** Ends the current round (fires not begun are left to their fallback jobs), then stops. */
  stop(): Promise<void>;
}

/**
 * The scheduler of one worker process: every second it claims the slots that are due and fires
 * them itself, at once; a fire's job, queued with the claim, runs only if this process dies or
 * the fire throws (claim.ts). Every worker process runs one; any number of them fire each slot
 * once. This replaced a pg-boss cron tick (minute-granular, its cron polled every second by every
 * process) and one fetched job per fire (about 250 a second, 6 pollers per process to get there):
 * a slot now starts within about a second of its due time, and idle costs one query a second.
 * `clock` is the time slots are due by (a test's fake clock; else the real one).
 */
export async function startScheduler(
  deps: FireDeps & { queue: Queue },
  clock: () => Date = () => new Date(),
): Promise<Scheduler> {
  const { db, queue } = deps;
  // The pg-boss cron of the minute tick that claimed slots before: gone from older databases.
  await queue.unschedule('schedule.tick');

  /**
   * Fires the claimed runs, FIRE_CONCURRENCY at a time, deleting each one's fallback job as soon
   * as it has ended (not after the batch: a slow batch would let the fallbacks of its last runs
   * fall due and be fired a second time by another process). A run left pending keeps its job.
   */
  async function fire(runs: ClaimedRun[], stopping: () => boolean) {
    let next = 0;
    const firer = async () => {
      while (next < runs.length && !stopping()) {
        const run = runs[next++]!;
        try {
          const fired = await fireRun(deps, run.id, run.schedule);
          if (fired?.outcome !== 'pending') await queue.deleteJob(fireScheduleJob.name, [run.id]);
        } catch (error) {
          console.error(`[scheduler] run ${run.id} left to its job: ${(error as Error).message}`);
        }
      }
    };
    await Promise.all(Array.from({ length: FIRE_CONCURRENCY }, firer));
  }

  return startClaimLoop('scheduler', CLAIM_INTERVAL_MS, async (stopping) => {
    for (;;) {
      const batch = await claimBatch(db, clock(), CLAIM_LIMIT, queue);
      await fire(batch.runs, stopping);
      if (batch.claimed < CLAIM_LIMIT || stopping()) return;
    }
  });
}

/**
 * Tests only (`VIGIL_SCHEDULER_CLOCK` = "fake start ms,real start ms,speed"): a clock that read
 * `fake start` at `real start` and runs `speed` times as fast, the same in every process given it.
 */
export function schedulerClock(spec: string | undefined): () => Date {
  if (!spec) return () => new Date();
  const [fakeStart, realStart, speed] = spec.split(',').map(Number) as [number, number, number];
  return () => new Date(fakeStart + (Date.now() - realStart) * speed);
}
