/**
 * Checks `until` on every change to the elements below `node`, until it answers true or `capMs`
 * have passed; then stops watching and calls `stopped` (either way, once).
 */
export function watchUntil(
  node: Node,
  until: () => boolean,
  capMs: number,
  stopped: () => void,
): void {
  const observer = new MutationObserver(() => {
    if (until()) stop();
  });
  const timer = setTimeout(stop, capMs);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
    stopped();
  }
  observer.observe(node, { childList: true, subtree: true });
}
