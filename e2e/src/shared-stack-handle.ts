import type { Stack } from './stack';

/**
 * What global-setup started, for global-teardown to stop. Both run in Jest's parent process, and
 * a global is how Jest lets them share (its module registry is not kept between the two).
 */
interface Started {
  stack: Stack;
  slack: { close(): Promise<unknown> };
}

const KEY = '__vigilE2eSharedStack';

export function keepForTeardown(started: Started) {
  (globalThis as Record<string, unknown>)[KEY] = started;
}

export async function stopShared() {
  const started = (globalThis as Record<string, unknown>)[KEY] as Started | undefined;
  await started?.stack.stop();
  await started?.slack.close();
}
