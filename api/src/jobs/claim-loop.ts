export interface ClaimLoop {
  /** Stops starting rounds, waits for the one in flight, then resolves. */
  stop(): Promise<void>;
}

/**
 * A worker process's claim loop (the scheduler's, the uptime checker's): runs `round` at once and
 * again `intervalMs` after each one ends, so rounds never overlap, until stopped. A round that
 * throws is logged under `label` and the loop goes on; `stopping()` tells a long round to wind up.
 */
export function startClaimLoop(
  label: string,
  intervalMs: number,
  round: (stopping: () => boolean) => Promise<void>,
): ClaimLoop {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  function tick() {
    current = round(() => stopping)
      .catch((error: Error) => console.error(`[${label}]`, error.message))
      .finally(() => {
        if (!stopping) timer = setTimeout(tick, intervalMs);
      });
  }
  tick();
  return {
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await current;
    },
  };
}
