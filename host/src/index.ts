// Async boundary: shared modules (React, the store) are negotiated before bootstrap runs.
// They are evaluated a few at a time, giving the main thread back in between: all at once, their
// evaluation was the longest task of a first load on a phone (issue 18's TBT). Their files are
// already downloading (index.html preloads them), so the steps cost no extra round trip.
// A message, not setTimeout: timers of a tab opened in the background wait up to a second.
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('@vigil/shared');
  await nextTask();
  await import('./bootstrap');
}

void start();
