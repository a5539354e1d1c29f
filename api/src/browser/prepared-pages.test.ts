import { createSsrfGuard } from '../net/guard';
import { serveFixture } from '../../test/scan-test-site';
import { CHROMIUM_PATH } from './flags';
import { ReusableBrowser } from './reusable-browser';

// withPage hands out a context prepared while the previous caller worked (capture speed): it
// must still be a fresh one each time, never shared by two callers, and gone after close().

jest.setTimeout(120_000);

let site: Awaited<ReturnType<typeof serveFixture>>;
let browser: ReusableBrowser;
beforeAll(async () => {
  site = await serveFixture((request, response) =>
    response
      .writeHead(200, {
        'content-type': 'text/html',
        ...(request.url === '/login' ? { 'set-cookie': 'session=secret; Path=/' } : {}),
      })
      .end('<!doctype html><title>page</title>'),
  );
  browser = new ReusableBrowser(CHROMIUM_PATH, createSsrfGuard('127.0.0.1'));
});
afterAll(async () => {
  await browser.close();
  await site.close();
});

const cookiesAfter = (path: string) =>
  browser.withPage({}, async (page) => {
    await page.goto(`${site.origin}${path}`);
    return page.context().cookies();
  });

it('each call gets a page of its own fresh context, one after the other or at once', async () => {
  expect(await cookiesAfter('/login')).toHaveLength(1);
  expect(await cookiesAfter('/')).toEqual([]);
  const contexts = await Promise.all(
    [1, 2, 3].map(() => browser.withPage({}, async (page) => page.context())),
  );
  expect(new Set(contexts).size).toBe(3);
  expect(await cookiesAfter('/')).toEqual([]);
});

it('works again after close(), with a new browser', async () => {
  await browser.close();
  expect(await cookiesAfter('/login')).toHaveLength(1);
  expect(await cookiesAfter('/')).toEqual([]);
});
