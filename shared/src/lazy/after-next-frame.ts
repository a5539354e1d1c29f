/**
 * How long a call waits at most for the frame (a tab hidden meanwhile draws none; its timers still
 * run, if throttled).
 */
export const FRAME_WAIT_LIMIT_MS = 100;

import { paintShownSince } from './paint-reports';

let pending: Promise<void> | undefined;

/**
 * Resolves once the frame the page draws next has reached the display; the callers of one frame
 * share the wait. Requests are asked for from a screen's effects, right after React has committed
 * it: waiting for that frame puts the screen on the display before the request, the contract and
 * the HTTP client (about 50 KB, and a long task on a phone) take the network and the main thread
 * (issue 18: Home's LCP; Lighthouse counts every request that ends before the paint as work the
 * paint waited for). A frame takes 16 ms, so an interaction's request waits one or two at most;
 * on the first screen, before any interaction, until the browser reports the content shown (at
 * most FRAME_WAIT_LIMIT_MS in all). A hidden page draws nothing, so it does not wait.
 */
export function afterNextFrame(): Promise<void> {
  const hidden = typeof document === 'undefined' || document.visibilityState === 'hidden';
  if (hidden || typeof requestAnimationFrame !== 'function') return Promise.resolve();
  if (pending) return pending;
  const waiting = new Promise<void>((resolve) => {
    // Ends this wait once, by the frame or the limit; a late frame of a wait the limit already
    // ended must not forget the wait that later callers share.
    let ended = false;
    const done = () => {
      if (ended) return;
      ended = true;
      if (pending === waiting) pending = undefined;
      resolve();
    };
    const limit = setTimeout(done, FRAME_WAIT_LIMIT_MS);
    const finish = () => (clearTimeout(limit), done());
    // rAF runs just before a frame is drawn; the frame reaches the display a while after (the
    // compositor's work). The next frame's rAF is a sign that it has, and on the first screen
    // the browser's report of content shown after this frame's rAF ran is the sure one
    // (paint-reports.ts). Not rAF's own timestamp: that is when the frame was due, and a busy
    // main thread runs it late, after an earlier frame (the skeleton's) was shown.
    requestAnimationFrame(() => {
      const drawnAfter = performance.now();
      requestAnimationFrame(() => {
        const reported = paintShownSince(drawnAfter);
        // After the callback's task, so that the frame's own work is not delayed by the caller's.
        if (reported) void reported.then(finish);
        else setTimeout(finish, 0);
      });
    });
  });
  pending = waiting;
  return waiting;
}

/** Forgets a frame still being waited for (tests whose fake frames never come). */
export function resetNextFrameWait(): void {
  pending = undefined;
}
