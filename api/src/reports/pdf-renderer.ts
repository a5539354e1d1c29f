import { ReusableBrowser } from '../browser/reusable-browser';
import { refuseEveryTarget } from '../net/guard';

const RENDER_TIMEOUT_MS = 30_000;
/** Reports rendered at once per API process; the rest wait their turn (each is a browser tab). */
const CONCURRENT_RENDERS = 2;

/**
 * Turns report HTML into a PDF with headless Chromium. The browser is launched on the first
 * report and reused (a launch costs about a second); `close()` belongs in the app's onClose.
 */
export class PdfRenderer {
  private readonly browser: ReusableBrowser;
  private rendering = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(executablePath: string) {
    this.browser = new ReusableBrowser(executablePath, refuseEveryTarget);
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

  private renderNow(html: string): Promise<Buffer> {
    // No JavaScript and no network: the HTML carries text from an untrusted site, and the report
    // needs neither (it is self-contained). Escaping is the first guard, these are the second,
    // and the browser's proxy refusing every target (refuseEveryTarget) the third.
    return this.browser.withPage({ javaScriptEnabled: false, offline: true }, async (page) => {
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      return page.pdf({ format: 'A4', printBackground: true });
    });
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
