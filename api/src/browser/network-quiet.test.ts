import { createSsrfGuard } from '../net/guard';
import { serveFixture } from '../../test/scan-test-site';
import { CHROMIUM_PATH } from './flags';
import { watchNetwork } from './network-quiet';
import { ReusableBrowser } from './reusable-browser';

// The capture's wait after load follows the page's requests: a page already quiet goes on at
// once, a request started after load is waited for, a page that never goes quiet is bounded.

jest.setTimeout(120_000);

const html = (body: string) => `<!doctype html><title>page</title><body>${body}</body>`;
let site: Awaited<ReturnType<typeof serveFixture>>;
let browser: ReusableBrowser;
const held: { end(): void }[] = [];
beforeAll(async () => {
  site = await serveFixture((request, response) => {
    const page = (body: string) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end(html(body));
    if (request.url === '/old') return void response.writeHead(302, { location: '/idle' }).end();
    if (request.url === '/idle') return page('<p>nothing after load</p>');
    if (request.url === '/late')
      // Starts a request once the page has loaded; its answer comes 400 ms later.
      return page(
        `<script>addEventListener('load', () => fetch('/slow').then((r) => r.text())` +
          `.then((text) => { document.body.dataset.late = text; }))</script>`,
      );
    if (request.url === '/slow')
      return void setTimeout(() => response.writeHead(200).end('arrived'), 400);
    if (request.url === '/polling')
      return page(`<script>addEventListener('load', () => fetch('/hang'))</script>`);
    if (request.url === '/hang') return void held.push(response); // never answered
    response.writeHead(404).end();
  });
  browser = new ReusableBrowser(CHROMIUM_PATH, createSsrfGuard('127.0.0.1'));
});
afterAll(async () => {
  await browser.close();
  for (const response of held) response.end();
  await site.close();
});

it('does not wait on a page that went quiet before it was asked (redirect included)', async () => {
  const outcome = await browser.withPage({}, async (page) => {
    const network = watchNetwork(page);
    await page.goto(`${site.origin}/old`, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    return network.quiet(200, 3000);
  });
  expect(outcome).toBe('already-quiet');
});

it('waits for a request a script starts after load, then goes on', async () => {
  const { outcome, late } = await browser.withPage({}, async (page) => {
    const network = watchNetwork(page);
    await page.goto(`${site.origin}/late`, { waitUntil: 'load' });
    const outcome = await network.quiet(200, 10_000);
    return { outcome, late: await page.evaluate('document.body.dataset.late ?? null') };
  });
  expect(outcome).toBe('went-quiet');
  expect(late).toBe('arrived');
});

it('gives up at its bound on a page whose request never ends', async () => {
  const outcome = await browser.withPage({}, async (page) => {
    const network = watchNetwork(page);
    await page.goto(`${site.origin}/polling`, { waitUntil: 'load' });
    return network.quiet(200, 500);
  });
  expect(outcome).toBe('still-busy');
});
