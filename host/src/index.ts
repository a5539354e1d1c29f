import { preloadFirstScreenFiles } from './federation/preload-first-screen';
import { hasPrerenderedScreen } from './prerendered-screen';

// Async boundary: shared modules (React, the store) are negotiated before bootstrap runs.
// They are evaluated a few at a time, giving the main thread back in between: all at once, their
// evaluation was the longest task of a first load on a phone (issue 18's TBT). Their files are
// already downloading (index.html preloads them), so the steps cost no extra round trip.
// A timer lets the browser first run what is already queued (scripts that arrived, input), which
// measured better than a message; but a tab opened in the background holds timers back up to a
// second, so a hidden page yields with a message.
const nextTask = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState !== 'hidden') return void setTimeout(resolve, 0);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });

/**
 * A page that came with its screen drawn (prerendered by the gateway, issue 18) shows it before the
 * shared libraries are evaluated, not after: the visitor sees the form a long task sooner. The
 * wait ends when the browser reports the first paint on screen (a frame can reach the screen a
 * while after it was drawn), or after FIRST_PAINT_WAIT_MS. A hidden page paints nothing, so it
 * does not wait.
 */
const FIRST_PAINT_WAIT_MS = 250;
const firstPaint = () =>
  new Promise<void>((resolve) => {
    const root = document.getElementById('root');
    if (!root || !hasPrerenderedScreen(root) || document.visibilityState === 'hidden') {
      return resolve();
    }
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, FIRST_PAINT_WAIT_MS);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length) setTimeout(done, 0);
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      // No paint timing here: the timer ends the wait.
    }
  });

async function start() {
  preloadFirstScreenFiles();
  await firstPaint();
  await import('react-dom/client');
  await nextTask();
  await import('@vigil/shared');
  await nextTask();
  await import('./bootstrap');
}

// In a task of its own: evaluating this entry (the federation runtime) is already one of the
// start-up's longest tasks on a phone; the shares it asks for next need not lengthen it.
void nextTask().then(start);
