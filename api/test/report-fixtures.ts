import type { Db } from '../src/db/connection';
import { insertPage, insertSite } from './trend-fixtures';
import { completeScan, insertScans, type ScanResult } from '../src/scans/repository';

// Test helpers of the report tests: a page and a completed scan written straight into the
// database, with findings an attacker-controlled page could have produced.

export const SCRIPT_MESSAGE = '<script>window.__pwned = "script"</script> failed';
export const IMG_MESSAGE = '<img src=x onerror="window.__pwned = \'img\'">';

export const scanResult = (): ScanResult & { http_status: number | null } => ({
  html_artifact_id: null,
  image_artifact_ids: [],
  logs: [
    {
      level: 'error',
      message: SCRIPT_MESSAGE,
      source: 'https://shop.example.com/app.js:3',
      timestamp: '2026-01-01T00:00:00.000Z',
    },
    { level: 'warning', message: IMG_MESSAGE, source: '', timestamp: '2026-01-01T00:00:00.000Z' },
    { level: 'log', message: 'just chatter', source: '', timestamp: '2026-01-01T00:00:00.000Z' },
  ],
  lighthouse: {
    status: 'done',
    scores: { performance: 91, accessibility: 78, best_practices: 83, seo: 100, average: 88 },
    audits: [
      {
        id: 'render-blocking-resources',
        title: 'Eliminate render-blocking resources',
        score: 0.4,
        display_value: 'Potential savings of 320 ms',
      },
    ],
    error: null,
  },
  a11y: {
    violations: [
      {
        id: 'image-alt',
        impact: 'critical',
        description: 'Images must have alternate text',
        help: 'Images must have alternate text',
        help_url: 'https://dequeuniversity.com/rules/axe/4.10/image-alt',
        nodes: [{ target: ['#hero > img'], html: '<img src="hero.png">' }],
      },
      {
        id: 'color-contrast',
        impact: 'serious',
        description: 'Elements must meet contrast',
        help: 'Elements must meet minimum color contrast',
        help_url: 'https://dequeuniversity.com/rules/axe/4.10/color-contrast',
        nodes: [{ target: ['.muted'], html: '<p class="muted">x</p>' }],
      },
    ],
  },
  security: {
    scores: { headers: 50, https: 100, cookies: 100, mixed_content: 100, average: 88 },
    audits: [
      { id: 'csp', group: 'headers', passed: false, message: 'No Content-Security-Policy header' },
      { id: 'hsts', group: 'headers', passed: true, message: 'Strict-Transport-Security is set' },
    ],
  },
  timings: { ttfb_ms: 120, dom_content_loaded_ms: 400, load_ms: 900 },
  score: 87,
  error: null,
  http_status: 200,
});

/** A page of a new site of the team; with `scanned`, one completed scan of `scanResult()`. */
export async function insertReportPage(db: Db, accountId: string, pageUrl: string, scanned = true) {
  const siteId = await insertSite(db, accountId, new URL(pageUrl).origin);
  const pageId = await insertPage(db, accountId, siteId, pageUrl);
  if (scanned) {
    const [scan] = await insertScans(db, accountId, [{ id: pageId, site_id: siteId }]);
    await db.transaction((tx) => completeScan(tx, scan!, scanResult()));
  }
  return pageId;
}
