import { Browser, type TestApp } from '../../test/harness';
import { type ScanEngine } from './engine';
import { scanOnce, serveFixture, teamWithPages } from '../../test/scan-test-site';
import { a11yScore, logsScore } from './score';
import { startScanTestApp } from '../../test/scan-test-app';

jest.setTimeout(240_000);

let t: TestApp;
let site: Awaited<ReturnType<typeof serveFixture>>;
let engine: ScanEngine;
let scans: Awaited<ReturnType<typeof startScanTestApp>>;

beforeAll(async () => {
  // A page that paints nothing: Lighthouse ends with NO_FCP, yet reports some categories.
  site = await serveFixture((_, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html lang="en"><head><title>Blank</title></head><body></body></html>'),
  );
  scans = await startScanTestApp({ lighthouse: true });
  ({ t, engine } = scans);
});
afterAll(async () => {
  await scans.close();
  await site.close();
});

it('a failed Lighthouse run is "not measured": no category scores, left out of the page score', async () => {
  const browser = new Browser(t.app);
  const { token, pageId } = await teamWithPages(t, browser, site.origin, []);
  const scan = await scanOnce(browser, token, pageId(site.origin), (id) => engine.run(id));
  expect(scan.error).toBeNull();
  expect(scan.lighthouse).toMatchObject({
    status: 'failed',
    scores: {
      performance: null,
      accessibility: null,
      best_practices: null,
      seo: null,
      average: null,
    },
  });
  expect(scan.lighthouse.error).toMatch(/not measured: the page score leaves Lighthouse out/);
  const measured = [
    a11yScore(scan.a11y.violations),
    scan.security.scores.average,
    logsScore(scan.logs),
  ];
  expect(scan.score).toBe(Math.round(measured.reduce((a, b) => a + b, 0) / measured.length));
});
