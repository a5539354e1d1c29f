import type { Page, Request } from 'playwright-core';

/** How the wait ended: the page was quiet already, went quiet while waiting, or hit the bound. */
export type QuietOutcome = 'already-quiet' | 'went-quiet' | 'still-busy';

export interface NetworkWatch {
  /**
   * Resolves once no request has been in flight for `quietMs`, counted from the end of the last
   * one (a page that went quiet before the call waits only for events in transit), or after
   * `maxMs`.
   */
  quiet(quietMs: number, maxMs: number): Promise<QuietOutcome>;
}

/**
 * Follows `page`'s requests from before its navigation. Playwright's `networkidle` waits a fixed
 * 500 ms of quiet counted from the moment it is asked, which was a third of a capture (issue 11);
 * counting from the last request's end lets an idle page go on at once, while a script that
 * starts a request just after load still keeps the capture waiting for it.
 */
/**
 * The least a wait lasts, counted from the call: a request a script started just before it may
 * still be on its way from the renderer as a DevTools event, and on a busy machine that takes a
 * while; without this floor such a request would be missed and the page taken for quiet.
 */
const IN_TRANSIT_MS = 150;

export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<Request>();
  let lastActivity = performance.now();
  let wake: (() => void) | null = null;
  const touch = () => {
    lastActivity = performance.now();
    wake?.();
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
    touch();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    touch();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);

  return {
    async quiet(quietMs, maxMs) {
      const calledAt = performance.now();
      const deadline = calledAt + maxMs;
      const settled = calledAt + Math.min(IN_TRANSIT_MS, maxMs);
      const quietAtCall = inFlight.size === 0 && calledAt - lastActivity >= quietMs;
      for (;;) {
        const now = performance.now();
        if (inFlight.size === 0 && now - lastActivity >= quietMs && now >= settled)
          return quietAtCall && lastActivity < calledAt ? 'already-quiet' : 'went-quiet';
        if (now >= deadline) return 'still-busy';
        // Sleep until the quiet period would be over (or the bound), or until a request moves.
        const until =
          inFlight.size === 0
            ? Math.min(Math.max(lastActivity + quietMs, settled), deadline)
            : deadline;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(1, until - now));
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
      }
    },
  };
}
