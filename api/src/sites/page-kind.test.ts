import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

it('refuses a given page URL that is a file (image, PDF…) with 400 naming it, and stores nothing', async () => {
  const browser = new Browser(t.app);
  const { session } = await signUpWithTeam(browser);
  const token = session.token;
  const refused = await browser.post(
    '/v1/ops/site',
    {
      site_url: 'https://example.com',
      page_urls: ['https://example.com/about', 'https://example.com/logo.PNG?v=2'],
    },
    { token },
  );
  expect(refused.status).toBe(400);
  expect(refused.body.reason).toBe(
    'page_urls.1: https://example.com/logo.PNG?v=2 is not an HTML page',
  );
  expect((await browser.get('/v1/ops/site', { token })).body.count).toBe(0);

  // Pages whose address looks like a document are still welcome.
  const added = await browser.post(
    '/v1/ops/site',
    { site_url: 'https://example.com', page_urls: ['https://example.com/guide/index.html'] },
    { token },
  );
  expect(added.status).toBe(201);
});
