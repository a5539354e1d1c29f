import { createHash } from 'node:crypto';
import { CHROMIUM_PATH } from '../browser/flags';
import { ReusableBrowser } from '../browser/reusable-browser';
import type { SsrfGuard } from '../net/guard';
import type { Rendered } from './visit';

/**
 * Links (and frames) of pages whose HTML has none until scripts run, and where the scripts took
 * the page (a `location` change is a client-side redirect). One browser per crawl, started on
 * the first such page. Every connection of the browser goes through the SSRF guard (ReusableBrowser).
 */
export function createRenderer(guard: SsrfGuard, executablePath = CHROMIUM_PATH) {
  const browser = new ReusableBrowser(executablePath, guard);
  return {
    render: (url: string): Promise<Rendered> =>
      browser.withPage({ userAgent: 'VigilBot/1.0' }, async (page) => {
        await page.goto(url, { waitUntil: 'networkidle', timeout: 20_000 });
        const links = await page.$$eval(
          'a[href]:not([rel~="nofollow"]), area[href], frame[src], iframe[src]',
          (elements) =>
            elements.map((element) => {
              const link = element as unknown as { href?: string; src?: string };
              return link.href ?? link.src ?? '';
            }),
        );
        // What the scripts built is the document: two addresses showing the same DOM are one page.
        const hash = createHash('sha256')
          .update(await page.content())
          .digest('hex');
        return { url: page.url(), links: links.filter(Boolean), hash };
      }),
    close: () => browser.close(),
  };
}

export type Renderer = ReturnType<typeof createRenderer>;
