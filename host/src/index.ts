// Async boundary: shared modules (React, the store) are negotiated before bootstrap runs.
// They are evaluated a few at a time, giving the main thread back in between: all at once, their
// evaluation was the longest task of a first load on a phone (issue 18's TBT). Their files are
// already downloading (index.html preloads them), so the steps cost no extra round trip.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

async function start() {
  await import('react-dom/client');
  await nextTask();
  await import('@vigil/shared');
  await nextTask();
  await import('./bootstrap');
}

void start();
