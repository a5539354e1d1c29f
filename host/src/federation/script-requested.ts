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
    const observer = new MutationObserver(() => {
      if (present()) done();
    });
    const timer = setTimeout(done, capMs);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe(document.documentElement, { childList: true, subtree: true });
  });
}
