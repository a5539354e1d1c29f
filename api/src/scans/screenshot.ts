import type { Page } from 'playwright-core';

/** Taller pages are cut here: a 40,000 px screenshot weighed 15 MB and nobody scrolls it. */
export const MAX_SCREENSHOT_HEIGHT = 10_000;
export const SCREENSHOT_TYPE = 'image/webp';
/** WebP quality of the full screenshot and of the thumbnail (0-100). */
const QUALITY = 70;
const THUMBNAIL_QUALITY = 60;
/** The thumbnail is the first screen at a quarter of its size (320 × 200 for 1280 × 800). */
const THUMBNAIL_SCALE = 0.25;

export interface Screenshots {
  /** The page from its top, at most MAX_SCREENSHOT_HEIGHT pixels tall (WebP). */
  full: Buffer;
  /** The first screen, small, for lists (WebP). */
  thumbnail: Buffer;
}

/**
 * Screenshots through Chromium's own encoder (DevTools `Page.captureScreenshot`): WebP is about a
 * tenth of a PNG of the same page, and playwright-core's `page.screenshot` offers only PNG and
 * JPEG. The page is captured beyond the viewport (as a full-page screenshot is) up to the cap.
 */
export async function takeScreenshots(page: Page): Promise<Screenshots> {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  // Runs in the page; no named helpers inside (see capture.ts: tsx's __name breaks them).
  const height = await page.evaluate(() => {
    const document = (globalThis as unknown as { document: BrowserDocument }).document;
    return Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0);
  });
  const cdp = await page.context().newCDPSession(page);
  try {
    const shoot = async (
      clip: { width: number; height: number; scale: number },
      quality: number,
    ) => {
      const { data } = await cdp.send('Page.captureScreenshot', {
        format: 'webp',
        quality,
        captureBeyondViewport: clip.height > viewport.height,
        clip: { x: 0, y: 0, ...clip },
      });
      return Buffer.from(data, 'base64');
    };
    const fullHeight = Math.max(1, Math.min(height, MAX_SCREENSHOT_HEIGHT));
    const full = await shoot({ width: viewport.width, height: fullHeight, scale: 1 }, QUALITY);
    const thumbnail = await shoot(
      {
        width: viewport.width,
        height: Math.min(fullHeight, viewport.height),
        scale: THUMBNAIL_SCALE,
      },
      THUMBNAIL_QUALITY,
    );
    return { full, thumbnail };
  } finally {
    await cdp.detach().catch(() => undefined);
  }
}

interface BrowserDocument {
  documentElement: { scrollHeight: number };
  body: { scrollHeight: number } | null;
}
