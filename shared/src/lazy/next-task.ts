/**
 * Resolves in a new task, so the browser can paint and answer input between two pieces of work.
 * A message, where there is MessageChannel, rather than setTimeout, which a page clamps to 4 ms
 * once timers nest (and a hidden tab to far more); jsdom has no MessageChannel.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
