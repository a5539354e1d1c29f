import { Browser } from '../../test/harness';
import { scanOnce, serveFixture, teamWithPages } from '../../test/scan-test-site';
import { testScanEngine, useScanWorld } from '../../test/scan-test-app';

jest.setTimeout(120_000);

const PAGE = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Page</title></head><body><main>${body}</main></body></html>`;
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

// A tidy 404 and 500 template (nothing for axe to object to), an image, and a page with more
// images without alt than the node list keeps.
const world = useScanWorld(() =>
  serveFixture((request, response) => {
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
  }),
);
let browser: Browser;
beforeEach(() => {
  browser = new Browser(world.t.app);
});

it('records the HTTP status, and a page answering 404 or 503 is broken (score 0, the reason)', async () => {
  const urls = ['/gone', '/down'].map((path) => `${world.site.origin}${path}`);
  const { token, pageId } = await teamWithPages(world.t, browser, world.site.origin, urls);
  const run = (id: string) => world.engine.run(id);

  const home = await scanOnce(browser, token, pageId(world.site.origin), run);
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
  const image = `${world.site.origin}/pixel.png`;
  const { token, pageId } = await teamWithPages(world.t, browser, world.site.origin, [image]);
  const scan = await scanOnce(browser, token, pageId(image), (id) => world.engine.run(id));
  expect(scan).toMatchObject({
    http_status: 200,
    score: 0,
    error: 'not an HTML page: image/png',
  });
});

it('keeps the first 20 nodes of an axe rule and counts them all', async () => {
  const gallery = `${world.site.origin}/gallery`;
  const { token, pageId } = await teamWithPages(world.t, browser, world.site.origin, [gallery]);
  const scan = await scanOnce(browser, token, pageId(gallery), (id) => world.engine.run(id));
  const imageAlt = scan.a11y.violations.find((v: { id: string }) => v.id === 'image-alt');
  expect(imageAlt.nodes).toHaveLength(20);
  expect(imageAlt.nodes_total).toBe(25);
  expect(scan.a11y.totals.violations).toBe(scan.a11y.violations.length);
  expect(scan.a11y.totals.nodes).toBeGreaterThanOrEqual(25);
});

it('a scan on a machine without Chromium ends at once with the fix, not retries', async () => {
  const { token, pageId } = await teamWithPages(world.t, browser, world.site.origin, []);
  const withoutBrowser = testScanEngine(world.t.db, world.artifactDir, {
    chromiumPath: '/nonexistent/chromium',
  });
  try {
    const scan = await scanOnce(browser, token, pageId(world.site.origin), (id) =>
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
