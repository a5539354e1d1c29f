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

/**
 * `useStack` with a loopback website of the journey's own for the product to crawl, scan and
 * test (`startSite` starts it, with the pages the journey needs), closed after the file.
 */
export function useSiteJourney<Site extends { close(): unknown }>(startSite: () => Promise<Site>) {
  const context = useStack() as ReturnType<typeof useStack> & { site: Site };
  beforeAll(async () => {
    context.site = await startSite();
  });
  afterAll(async () => {
    await context.site?.close();
  });
  return context;
}
