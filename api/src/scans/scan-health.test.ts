import { Browser, type TestApp } from '../../test/harness';
import { createScanEngine, type ScanEngine } from './engine';
import { scanOnce, serveFixture, teamWithPages } from '../../test/scan-test-site';
import { startScanTestApp } from '../../test/scan-test-app';

jest.setTimeout(120_000);

const PAGE = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Page</title></head><body><main>${body}</main></body></html>`;
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestApp;
let site: Awaited<ReturnType<typeof serveFixture>>;
let artifactDir: string;
let engine: ScanEngine;
let scans: Awaited<ReturnType<typeof startScanTestApp>>;
let browser: Browser;

beforeAll(async () => {
  // A tidy 404 and 500 template (nothing for axe to object to), an image, and a page with more
  // images without alt than the node list keeps.
  site = await serveFixture((request, response) => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    if (request.url === '/gone') response.writeHead(404, html).end(PAGE('<h1>Not found</h1>'));
    else if (request.url === '/down') response.writeHead(503, html).end(PAGE('<h1>Later</h1>'));
    else if (request.url === '/pixel.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(PIXEL);
    else if (request.url === '/gallery')
      response
        .writeHead(200, html)
        .end(PAGE('<h1>Gallery</h1>' + '<img src="/pixel.png">'.repeat(25)));
    else response.writeHead(200, html).end(PAGE('<h1>Home</h1>'));
  });
  scans = await startScanTestApp();
  ({ t, engine, artifactDir } = scans);
});
afterAll(async () => {
  await scans.close();
  await site.close();
});
beforeEach(() => {
  browser = new Browser(t.app);
});

it('records the HTTP status, and a page answering 404 or 503 is broken (score 0, the reason)', async () => {
  const urls = ['/gone', '/down'].map((path) => `${site.origin}${path}`);
  const { token, pageId } = await teamWithPages(t, browser, site.origin, urls);
  const run = (id: string) => engine.run(id);

  const home = await scanOnce(browser, token, pageId(site.origin), run);
  expect(home).toMatchObject({ http_status: 200, error: null });
  expect(home.score).toBeGreaterThan(50);

  const gone = await scanOnce(browser, token, pageId(urls[0]!), run);
  expect(gone).toMatchObject({ http_status: 404, score: 0, error: 'HTTP 404' });
  // Still captured: the screenshot shows what visitors get.
  expect(gone.images).toHaveLength(1);
  const down = await scanOnce(browser, token, pageId(urls[1]!), run);
  expect(down).toMatchObject({ http_status: 503, score: 0, error: 'HTTP 503' });

  // The page list shows the broken page's 0, not a healthy-looking score.
  const latest = (await browser.get(`/v1/ops/page/${pageId(urls[0]!)}`, { token })).body.info
    .latest_scan;
  expect(latest).toMatchObject({ score: 0 });
});

it('a URL that is not an HTML page scores 0 and says what it is', async () => {
  const image = `${site.origin}/pixel.png`;
  const { token, pageId } = await teamWithPages(t, browser, site.origin, [image]);
  const scan = await scanOnce(browser, token, pageId(image), (id) => engine.run(id));
  expect(scan).toMatchObject({
    http_status: 200,
    score: 0,
    error: 'not an HTML page: image/png',
  });
});

it('keeps the first 20 nodes of an axe rule and counts them all', async () => {
  const gallery = `${site.origin}/gallery`;
  const { token, pageId } = await teamWithPages(t, browser, site.origin, [gallery]);
  const scan = await scanOnce(browser, token, pageId(gallery), (id) => engine.run(id));
  const imageAlt = scan.a11y.violations.find((v: { id: string }) => v.id === 'image-alt');
  expect(imageAlt.nodes).toHaveLength(20);
  expect(imageAlt.nodes_total).toBe(25);
  expect(scan.a11y.totals.violations).toBe(scan.a11y.violations.length);
  expect(scan.a11y.totals.nodes).toBeGreaterThanOrEqual(25);
});

it('a scan on a machine without Chromium ends at once with the fix, not retries', async () => {
  const { token, pageId } = await teamWithPages(t, browser, site.origin, []);
  const withoutBrowser = createScanEngine({
    db: t.db,
    artifactDir,
    chromiumPath: '/nonexistent/chromium',
    lighthouse: false,
    allowPrivateTargets: '127.0.0.1',
  });
  try {
    const scan = await scanOnce(browser, token, pageId(site.origin), (id) =>
      withoutBrowser.run(id),
    );
    expect(scan).toMatchObject({ score: null, time_completed: expect.any(String) });
    expect(scan.error).toBe(
      'Chromium is not installed at /nonexistent/chromium: run "sudo apt-get install -y chromium" ' +
        'or set CHROMIUM_PATH, then scan again',
    );
  } finally {
    await withoutBrowser.close();
  }
});
