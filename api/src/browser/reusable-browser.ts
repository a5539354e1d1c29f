import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from './flags';

/**
 * One headless Chromium (env.CHROMIUM_PATH, the API's flags), launched on first use and shared
 * by every caller, each in a context of its own (no cookie or cache crosses callers); a browser
 * that crashed or failed to start is launched again by the next caller. The crawl's renderer,
 * the scan capture and the report renderer each hold one; case runs will too.
 */
export class ReusableBrowser {
  private browser: Promise<Browser> | null = null;

  constructor(private readonly executablePath: string) {}

  get(): Promise<Browser> {
    if (!this.browser) {
      const launching = chromium.launch({
        executablePath: this.executablePath,
        headless: true,
        args: [...CHROMIUM_FLAGS],
      });
      this.browser = launching;
      const forget = () => {
        if (this.browser === launching) this.browser = null;
      };
      launching.then((browser) => browser.on('disconnected', forget)).catch(forget);
    }
    return this.browser;
  }

  /** Runs `use` on a page of a fresh context, which is closed afterwards whatever happens. */
  async withPage<T>(options: BrowserContextOptions, use: (page: Page) => Promise<T>): Promise<T> {
    const context = await (await this.get()).newContext(options);
    try {
      return await use(await context.newPage());
    } finally {
      await context.close().catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }
}
