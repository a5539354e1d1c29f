/**
 * How long a call waits at most for the frame (a tab hidden meanwhile draws none; its timers still
 * run, if throttled).
 */
export const FRAME_WAIT_LIMIT_MS = 100;

let framed: Promise<void> | undefined;

/**
 * Resolves once a frame drawn after the first time it was asked has reached the display, then at
 * once for every later caller. The API's first calls come from a first screen's effects, right
 * after React has committed it: waiting for that frame puts the screen on the display before the
 * contract and the HTTP client (about 50 KB, and a long task on a phone) are fetched and run
 * (issue 18: Home's LCP; with one frame only, they were often asked for a few ms before the
 * browser reported the paint, and Lighthouse counted them in it). A hidden page draws nothing,
 * so it does not wait.
 */
export function afterNextFrame(): Promise<void> {
  return (framed ??= new Promise<void>((resolve) => {
    const hidden = typeof document === 'undefined' || document.visibilityState === 'hidden';
    if (hidden || typeof requestAnimationFrame !== 'function') return resolve();
    const limit = setTimeout(resolve, FRAME_WAIT_LIMIT_MS);
    // rAF runs just before a frame is drawn; the frame reaches the display a while after (the
    // compositor's work), so the next frame's rAF is the first sure sign that it has.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        clearTimeout(limit);
        setTimeout(resolve, 0);
      }),
    );
  }));
}

/** Forgets the frame already waited for (tests that stand for a fresh page load). */
export function resetNextFrameWait(): void {
  framed = undefined;
}
