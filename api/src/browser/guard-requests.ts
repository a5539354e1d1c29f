import type { Page } from 'playwright-core';
import type { SsrfGuard } from '../net/guard';

/**
 * Every request the page makes passes the SSRF guard first; a refused host is aborted as if the
 * client blocked it. (Routes see only the first URL of a redirect chain: a caller that follows
 * redirects checks each hop itself, as the scan capture does.)
 */
export async function guardRequests(page: Page, guard: SsrfGuard) {
  await page.route('**/*', async (route) => {
    const allowed = await guard.checkHost(new URL(route.request().url()).hostname).then(
      () => true,
      () => false,
    );
    return allowed ? route.continue() : route.abort('blockedbyclient');
  });
}
