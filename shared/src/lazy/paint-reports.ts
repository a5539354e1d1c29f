/**
 * For how long after the page began a frame wait also waits for the browser's report that the
 * frame's largest content was shown: the first screen is drawn within that.
 */
export const PAINT_REPORTS_FOR_MS = 5_000;

interface PaintReports {
  /** When the latest largest-contentful-paint reported was shown (its startTime), or -1. */
  lastShownAt: number;
  /** No more reports will come: the visitor interacted (the browser then stops reporting). */
  ended: boolean;
  listeners: Set<() => void>;
}

let reports: PaintReports | undefined;

/**
 * The browser's reports of the largest content shown (largest-contentful-paint entries). They are
 * the one sign that a frame has reached the display: a frame's next requestAnimationFrame can run
 * before (Home after sign-in: the figures' frame was shown 28 ms after the next frame's rAF, and
 * the HTTP client asked for in between counted in Lighthouse's LCP, issue 18). Null where the
 * browser reports none (jsdom, Safari, Firefox): a frame wait then ends at the next frame's rAF.
 */
function paintReports(): PaintReports | null {
  if (reports) return reports;
  const supported =
    typeof PerformanceObserver === 'function' &&
    (PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint');
  if (!supported) return null;
  const watched: PaintReports = { lastShownAt: -1, ended: false, listeners: new Set() };
  reports = watched;
  const tell = () => watched.listeners.forEach((listener) => listener());
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      watched.lastShownAt = Math.max(watched.lastShownAt, entry.startTime);
    tell();
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const end = () => ((watched.ended = true), tell());
  for (const type of ['pointerdown', 'keydown', 'scroll'])
    addEventListener(type, end, { capture: true, once: true, passive: true });
  return watched;
}

/**
 * Resolves when the browser reports content shown at `since` or later. Null when no report can be
 * expected: none are made here, the visitor has interacted, or the first screen's time is over
 * (a frame that adds no larger content is never reported; the caller's limit bounds the wait).
 */
export function paintShownSince(since: number): Promise<void> | null {
  const watched = paintReports();
  if (!watched || watched.ended || since > PAINT_REPORTS_FOR_MS) return null;
  if (watched.lastShownAt >= since) return Promise.resolve();
  return new Promise((resolve) => {
    const listener = () => {
      if (!watched.ended && watched.lastShownAt < since) return;
      watched.listeners.delete(listener);
      resolve();
    };
    watched.listeners.add(listener);
  });
}

/** Forgets what was watched (tests that stand for a new page). */
export function resetPaintReports(): void {
  reports = undefined;
}
