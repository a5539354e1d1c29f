import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../scans/capture';

const RENDER_TIMEOUT_MS = 30_000;
/** Reports rendered at once per API process; the rest wait their turn (each is a browser tab). */
const CONCURRENT_RENDERS = 2;

/**
 * Turns report HTML into a PDF with headless Chromium. The browser is launched on the first
 * report and reused (a launch costs about a second); `close()` belongs in the app's onClose.
 */
export class PdfRenderer {
  private browser: Promise<Browser> | null = null;
  private rendering = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly executablePath: string) {}

  private launch(): Promise<Browser> {
    if (!this.browser) {
      const launching = chromium.launch({
        executablePath: this.executablePath,
        headless: true,
        args: CHROMIUM_FLAGS,
      });
      this.browser = launching;
      // A crashed or failed browser is launched again by the next report.
      launching
        .then((browser) =>
          browser.on('disconnected', () => {
            if (this.browser === launching) this.browser = null;
          }),
        )
        .catch(() => {
          if (this.browser === launching) this.browser = null;
        });
    }
    return this.browser;
  }

  /** Renders when a slot is free, so a burst of downloads cannot open unbounded tabs. */
  async render(html: string): Promise<Buffer> {
    if (this.rendering < CONCURRENT_RENDERS) this.rendering += 1;
    // A finished render hands its slot straight to the next waiter (the count stays the same).
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    try {
      return await this.renderNow(html);
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.rendering -= 1;
    }
  }

  private async renderNow(html: string): Promise<Buffer> {
    const browser = await this.launch();
    // No JavaScript and no network: the HTML carries text from an untrusted site, and the report
    // needs neither (it is self-contained). Escaping is the first guard, these are the second.
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    try {
      const page = await context.newPage();
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      return await page.pdf({ format: 'A4', printBackground: true });
    } finally {
      await context.close();
    }
  }

  async close(): Promise<void> {
    const launching = this.browser;
    this.browser = null;
    if (launching) await launching.then((browser) => browser.close()).catch(() => undefined);
  }
}
