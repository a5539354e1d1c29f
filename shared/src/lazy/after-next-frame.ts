/**
 * How long a call waits at most for the frame (a tab hidden meanwhile draws none; its timers still
 * run, if throttled).
 */
export const FRAME_WAIT_LIMIT_MS = 100;

let framed: Promise<void> | undefined;

/**
 * Resolves once the page has drawn a frame after the first time it was asked, then at once for
 * every later caller. The API's first calls come from a first screen's effects, right after React
 * has committed it: waiting for that frame puts the screen on the display before the contract and
 * the HTTP client (about 50 KB, and a long task on a phone) are fetched and run (issue 18: Home's
 * LCP). A hidden page draws nothing, so it does not wait.
 */
export function afterNextFrame(): Promise<void> {
  return (framed ??= new Promise<void>((resolve) => {
    const hidden = typeof document === 'undefined' || document.visibilityState === 'hidden';
    if (hidden || typeof requestAnimationFrame !== 'function') return resolve();
    const limit = setTimeout(resolve, FRAME_WAIT_LIMIT_MS);
    // rAF runs just before the frame is drawn; the task after it runs once it has been.
    requestAnimationFrame(() => {
      clearTimeout(limit);
      setTimeout(resolve, 0);
    });
  }));
}

/** Forgets the frame already waited for (tests that stand for a fresh page load). */
export function resetNextFrameWait(): void {
  framed = undefined;
}
