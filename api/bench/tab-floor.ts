import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, SINGLE_PROCESS_SITES } from '../src/browser/flags';
import { takeScreenshots } from '../src/scans/screenshot';

/**
 * The physical floor a capture is measured against (issue 44): one Chromium navigation (to
 * `load`) and the capture's screenshots (full page, WebP, and the thumbnail) of each page in one
 * reused tab, nothing else: no fresh context, no network-quiet wait, no HTML, no axe. Returns the
 * median seconds a page, after a warm-up page.
 */
export async function tabReuseFloor(urls: string[]): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, ...SINGLE_PROCESS_SITES],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const visit = async (url: string) => {
      await page.goto(url, { waitUntil: 'load' });
      await takeScreenshots(page);
    };
    await visit(urls[0]!);
    const seconds: number[] = [];
    for (const url of urls) {
      const started = performance.now();
      await visit(url);
      seconds.push((performance.now() - started) / 1000);
    }
    return seconds.sort((a, b) => a - b)[Math.floor(seconds.length / 2)]!;
  } finally {
    await browser.close();
  }
}
