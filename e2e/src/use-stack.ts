import type { Browser } from 'playwright-core';
import { launchChromium } from './browser';
import { startStack, type Stack } from './stack';

/** Each journey file gets its own product on throw-away data and its own Chromium. */
export function useStack() {
  const context = {} as { stack: Stack; browser: Browser };
  beforeAll(async () => {
    context.stack = await startStack();
    context.browser = await launchChromium();
  });
  afterAll(async () => {
    await context.browser?.close();
    await context.stack?.stop();
  });
  return context;
}
