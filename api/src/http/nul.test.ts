import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let browser: Browser;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  browser = new Browser(t.app);
  token = (await signUpWithTeam(browser)).session.token;
});
afterAll(() => t.close());

// PostgreSQL refuses U+0000 in text; before the check in http/route.ts such input reached the
// database and answered 500.
describe('a NUL character anywhere in the input', () => {
  it('is refused with 400 naming the field, in a body', async () => {
    const site = await browser.post(
      '/v1/ops/site',
      { site_url: 'https://a\u0000.example' },
      { token },
    );
    expect(site.status).toBe(400);
    expect(site.body).toEqual({
      reason: 'site_url: must not contain a NUL character',
      field: 'site_url',
    });
    const nested = await browser.post(
      '/v1/ops/site',
      { site_url: 'https://b.example', page_urls: ['https://b.example/\u0000'] },
      { token },
    );
    expect(nested.status).toBe(400);
    expect(nested.body.field).toBe('page_urls.0');
  });

  it('is refused in a query and on an auth path (detail style)', async () => {
    const search = await browser.get(`/v1/ops/search?query=${encodeURIComponent('a\u0000b')}`, {
      token,
    });
    expect(search.status).toBe(400);
    expect(search.body.field).toBe('query');
    const login = await browser.post('/v1/auth/login/', {
      email: 'someone@example.com',
      password: 'pass\u0000word',
    });
    expect(login.status).toBe(400);
    expect(login.body).toMatchObject({
      detail: 'password: must not contain a NUL character',
      password: ['must not contain a NUL character'],
    });
  });

  it('leaves ordinary text alone', async () => {
    const site = await browser.post('/v1/ops/site', { site_url: 'https://c.example' }, { token });
    expect(site.status).toBe(201);
  });
});
