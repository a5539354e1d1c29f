import { chromium, type Browser } from 'playwright-core';
import type { SsrfGuard } from '../net/guard';

/** Debian's Chromium (env.ts's CHROMIUM_PATH default); a downloaded browser is never used. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Links of pages whose HTML has none until scripts run. One browser per crawl, started on the
 * first such page. Every request the page makes passes the SSRF guard first.
 */
export function createRenderer(guard: SsrfGuard, executablePath = CHROMIUM_PATH) {
  let browser: Promise<Browser> | null = null;
  return {
    async render(url: string): Promise<string[]> {
      browser ??= chromium.launch({ executablePath, args: ['--no-sandbox'] });
      const context = await (await browser).newContext({ userAgent: 'VigilBot/1.0' });
      try {
        const page = await context.newPage();
        await page.route('**/*', async (route) => {
          const target = new URL(route.request().url());
          const allowed = await guard.checkHost(target.hostname).then(
            () => true,
            () => false,
          );
          return allowed ? route.continue() : route.abort('blockedbyclient');
        });
        await page.goto(url, { waitUntil: 'networkidle', timeout: 20_000 });
        return await page.$$eval('a[href], area[href]', (links) =>
          links.map((link) => (link as unknown as { href: string }).href),
        );
      } finally {
        await context.close();
      }
    },
    async close() {
      if (browser) await (await browser).close();
    },
  };
}
