import { chromium, type Browser } from 'playwright-core';

/** Flags every headless Chromium of the API runs with (see capture.ts for why each is there). */
type Flags = readonly string[];

/**
 * One headless Chromium, launched on first use and shared by every caller (each makes its own
 * context); a browser that crashed or failed to start is launched again by the next caller.
 */
export class ReusableBrowser {
  private browser: Promise<Browser> | null = null;

  constructor(
    private readonly executablePath: string,
    private readonly flags: Flags,
  ) {}

  get(): Promise<Browser> {
    if (!this.browser) {
      const launching = chromium.launch({
        executablePath: this.executablePath,
        headless: true,
        args: [...this.flags],
      });
      this.browser = launching;
      const forget = () => {
        if (this.browser === launching) this.browser = null;
      };
      launching.then((browser) => browser.on('disconnected', forget)).catch(forget);
    }
    return this.browser;
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close();
  }
}
