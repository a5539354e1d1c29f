import type { Scan } from '@vigil/contract';
import { chromium } from 'playwright-core';
import { testEnv } from '../env';
import { CHROMIUM_FLAGS } from '../browser/flags';
import { IMG_MESSAGE, SCRIPT_MESSAGE, scanResult } from '../../test/report-fixtures';
import type { ReportData } from './report-data';
import { reportHtml } from './report-html';

const ID = '7f8c2a57-2a3b-4c8e-9a0f-0e6c3f1b2d4e';
const { html_artifact_id: _html, image_artifact_ids: _images, ...findings } = scanResult();
const scan: Scan = {
  ...findings,
  id: ID,
  site: ID,
  page: ID,
  time_created: '2026-11-20T09:00:00.000Z',
  time_completed: '2026-11-20T09:01:00.000Z',
  type: ['html', 'logs', 'lighthouse', 'a11y', 'security'],
  html: null,
  images: [],
  thumbnail: null,
};
const data = (overrides: Partial<ReportData> = {}): ReportData => ({
  page: {
    id: ID,
    site: ID,
    page_url: 'https://shop.example.com/pricing?a=1&b=<2>',
    info: { latest_scan: null, latest_test: null },
    tags: [],
    aliases: [],
    canonical_url: null,
  },
  scan,
  history: {
    days: 30,
    from: '2026-10-22',
    to: '2026-11-20',
    points: [
      { date: '2026-11-19', score: 80 },
      { date: '2026-11-20', score: 87 },
    ],
    latest_score: 87,
    scans: 2,
  },
  generatedAt: new Date('2026-11-21T10:00:00Z'),
  ...overrides,
});

describe('reportHtml', () => {
  it('has every section of the latest scan and the history', () => {
    const html = reportHtml(data());
    for (const text of [
      'https://shop.example.com/pricing?a=1&amp;b=&lt;2&gt;',
      'Generated 2026-11-21',
      '<b>87</b><span>Overall</span>',
      '<b>91</b><span>Performance</span>',
      'Eliminate render-blocking resources',
      '<h3>critical (1)</h3>',
      '<h3>serious (1)</h3>',
      '<code>#hero &gt; img</code>',
      'No Content-Security-Policy header',
      'Score history (last 30 days)',
      '<td>2026-11-19</td>',
    ])
      expect(html).toContain(text);
    // Only errors and warnings; a passing security check is not a finding.
    expect(html).not.toContain('just chatter');
    expect(html).not.toContain('Strict-Transport-Security is set');
  });

  it('says so when the page has not been scanned yet', () => {
    const html = reportHtml(data({ scan: null }));
    expect(html).toContain('This page has not been scanned yet.');
    expect(html).not.toContain('Failing audits');
  });

  it("escapes the scanned site's text: markup in a console message is shown, never run", async () => {
    const html = reportHtml(data());
    expect(html).toContain('&lt;script&gt;window.__pwned');
    expect(html).toContain('&lt;img src=x onerror=');
    // In a browser with JavaScript ON (the renderer has it off): still no element, only text.
    const browser = await chromium.launch({
      executablePath: testEnv().CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    });
    try {
      const page = await browser.newPage();
      await page.route('**/*', (route) => route.abort());
      await page.setContent(html);
      // A string, evaluated in the page: the api's TypeScript has no DOM types.
      const seen = (await page.evaluate(`({
        pwned: window.__pwned ?? null,
        elements: document.querySelectorAll('script, img, iframe, object').length,
        text: document.body.innerText,
      })`)) as { pwned: string | null; elements: number; text: string };
      expect(seen.pwned).toBeNull();
      expect(seen.elements).toBe(0);
      expect(seen.text).toContain(SCRIPT_MESSAGE);
      expect(seen.text).toContain(IMG_MESSAGE);
    } finally {
      await browser.close();
    }
  }, 60_000);
});
