import type { BrowserContext, Page } from 'playwright-core';
import { BROWSER_LIMITS, FetchLimitError, megabytes } from '../net/limits';

/**
 * Counts what every page of `context` (popups included) receives, decoded, through DevTools'
 * Network.dataReceived, and closes a page as soon as one response or the page's total passes
 * `limits`: a compressed bomb then stops inside Chromium at the limit instead of reaching the
 * worker through page.content(). `exceeded()` says why a page was closed (null if none was).
 */
export function limitResponses(context: BrowserContext, limits = BROWSER_LIMITS) {
  let reason: string | null = null;

  async function watch(page: Page) {
    const session = await context.newCDPSession(page).catch(() => null);
    if (!session) return; // closed before it could be watched: it receives nothing more
    const perResponse = new Map<string, number>();
    let total = 0;
    session.on('Network.dataReceived', ({ requestId, dataLength }) => {
      const size = (perResponse.get(requestId) ?? 0) + dataLength;
      perResponse.set(requestId, size);
      total += dataLength;
      if (reason || (size <= limits.maxResponseBytes && total <= limits.maxPageBytes)) return;
      reason =
        size > limits.maxResponseBytes
          ? `a response of the page is larger than ${megabytes(limits.maxResponseBytes)} decoded`
          : `the page's responses are larger than ${megabytes(limits.maxPageBytes)} decoded`;
      void page.close().catch(() => undefined);
    });
    session.on('Network.loadingFinished', ({ requestId }) => perResponse.delete(requestId));
    session.on('Network.loadingFailed', ({ requestId }) => perResponse.delete(requestId));
    await session.send('Network.enable').catch(() => undefined);
  }

  const watching: Promise<void>[] = context.pages().map(watch);
  context.on('page', (page) => void watching.push(watch(page)));
  return {
    /** Resolves once the pages open so far are watched. */
    ready: () => Promise.all(watching).then(() => undefined),
    /** Throws the limit a page passed, if any. */
    assertWithin() {
      if (reason) throw new FetchLimitError(reason);
    },
  };
}
