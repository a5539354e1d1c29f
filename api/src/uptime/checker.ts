import { runDueChecks, type CheckDeps } from './checks';

/** Seconds between two claims while nothing is due: one indexed query, so a slot waits ≤ 1 s. */
const CLAIM_INTERVAL_MS = 1000;

export interface UptimeChecker {
  /** Ends the current round (its checks finish and are recorded), then stops. */
  stop(): Promise<void>;
}

/**
 * The uptime checker of one worker process: every second it claims the monitors that are due
 * and checks them (checks.ts), claiming again at once while a round came back full. Every worker
 * process runs one, as it runs a scheduler (schedules/scheduler.ts, which says why a loop and
 * not a pg-boss job per slot); leases keep two processes off one slot and hand a dead one's on.
 */
export function startUptimeChecker(
  deps: CheckDeps,
  clock: () => Date = () => new Date(),
): UptimeChecker {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> = Promise.resolve();
  const LIMIT = 200;

  async function checkAll() {
    while (!stopping && (await runDueChecks(deps, clock, { limit: LIMIT })) === LIMIT);
  }

  function tick() {
    round = checkAll()
      .catch((error: Error) => console.error('[uptime]', error.message))
      .finally(() => {
        if (!stopping) timer = setTimeout(tick, CLAIM_INTERVAL_MS);
      });
  }
  tick();

  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await round;
    },
  };
}
