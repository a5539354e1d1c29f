import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { useSharedStack, type SharedStack } from './stack';

/**
 * A journey file's product and browser: the run's shared stack (global-setup.ts), or with
 * `ownWebRoot` a web root and gateway of its own in front of the same API; its own Chromium.
 */
export function useStack(options: { ownWebRoot?: boolean } = {}) {
  const context = {} as { stack: SharedStack; browser: Browser };
  beforeAll(async () => {
    context.stack = await useSharedStack(options);
    context.browser = await launchChromium();
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.stack?.stop();
  });
  return context;
}
