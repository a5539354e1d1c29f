import { watchUntil } from '../watch-until';

/**
 * Resolves once the page holds a script loaded from under `base` (the federation runtime has put
 * a remote's entry on the wire), or after `capMs` whatever happened: a signal for when to start
 * other work, never a condition for anything to work.
 */
export function scriptRequested(base: string, capMs: number): Promise<void> {
  return new Promise((resolve) => {
    const present = () =>
      Array.from(document.scripts).some((script) => script.src.startsWith(base));
    if (present()) return resolve();
    watchUntil(document.documentElement, present, capMs, resolve);
  });
}
