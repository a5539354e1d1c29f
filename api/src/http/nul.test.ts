import { type Browser, withTeamApp } from '../../test/harness';

let browser: Browser;
let token: string;
withTeamApp((app) => ({ browser, token } = app));

// PostgreSQL refuses U+0000 in text; before the check in http/route.ts such input reached the
// database and answered 500.
describe('a NUL character anywhere in the input', () => {
  it('is refused with 400 naming the field, in a body', async () => {
    // A field whose schema checks the text says so in its own words…
    const site = await browser.post(
      '/v1/ops/site',
      { site_url: 'https://a\u0000.example' },
      { token },
    );
    expect(site.status).toBe(400);
    expect(site.body.field).toBe('site_url');
    // …and free text the schema accepts is stopped before the database.
    const team = await browser.post(
      '/v1/auth/account',
      { name: 'Acme\u0000', type: 'new' },
      { token },
    );
    expect(team.status).toBe(400);
    expect(team.body).toMatchObject({
      detail: 'name: must not contain a NUL character',
      name: ['must not contain a NUL character'],
    });
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
