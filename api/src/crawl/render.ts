import { CHROMIUM_PATH } from '../browser/flags';
import { ReusableBrowser } from '../browser/reusable-browser';
import type { SsrfGuard } from '../net/guard';

/**
 * Links of pages whose HTML has none until scripts run. One browser per crawl, started on the
 * first such page. Every connection of the browser goes through the SSRF guard (ReusableBrowser).
 */
export function createRenderer(guard: SsrfGuard, executablePath = CHROMIUM_PATH) {
  const browser = new ReusableBrowser(executablePath, guard);
  return {
    render: (url: string): Promise<string[]> =>
      browser.withPage({ userAgent: 'VigilBot/1.0' }, async (page) => {
        await page.goto(url, { waitUntil: 'networkidle', timeout: 20_000 });
        return page.$$eval('a[href], area[href]', (links) =>
          links.map((link) => (link as unknown as { href: string }).href),
        );
      }),
    close: () => browser.close(),
  };
}
