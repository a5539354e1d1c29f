import { startClaimLoop } from '../jobs/claim-loop';
import { checkClaimed, claimDue, type CheckDeps } from './checks';

/** Milliseconds between two claims: one indexed query, so a due slot waits about a second. */
const CLAIM_INTERVAL_MS = 1000;
/**
 * Checks in flight per process. Each mostly waits on the network, so many fit in one process;
 * a process claims only what it has room for, leaving the rest to the other workers.
 */
const MAX_IN_FLIGHT = 100;

export interface UptimeChecker {
  /** Stops claiming, lets the checks in flight finish and be recorded, then resolves. */
  stop(): Promise<void>;
}

/**
 * The uptime checker of one worker process: every second it claims the monitors that are due,
 * as many as it has room for, and starts their checks at once, without waiting for the slow ones
 * of the last round (a target that times out holds one place, not the round). Every worker
 * process runs one, as it runs a scheduler (schedules/scheduler.ts says why a loop and not a
 * pg-boss job per slot); leases keep two processes off one slot and hand a dead one's on.
 */
export function startUptimeChecker(
  deps: CheckDeps,
  clock: () => Date = () => new Date(),
): UptimeChecker {
  const running = new Set<Promise<unknown>>();

  async function claimAndStart() {
    const room = MAX_IN_FLIGHT - running.size;
    if (room <= 0) return;
    for (const monitor of await claimDue(deps.db, clock(), room)) {
      const check = checkClaimed(deps, monitor, clock)
        .catch((error: Error) => console.error(`[uptime] ${monitor.id}:`, error.message))
        .finally(() => running.delete(check));
      running.add(check);
    }
  }

  const loop = startClaimLoop('uptime', CLAIM_INTERVAL_MS, claimAndStart);
  return {
    async stop() {
      await loop.stop();
      await Promise.all(running);
    },
  };
}
