import { onPostgres } from '../../test/databases';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('probes and request plumbing', () => {
  it('reports the process up and the database migrated', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: onPostgres() ? 'postgres' : 'pglite',
    });
  });

  it('reports not ready while a migration is missing', async () => {
    await t.db.query('DELETE FROM schema_migrations WHERE version = 1');
    try {
      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'not ready', reason: 'migrations pending' });
    } finally {
      await t.db.query(
        `INSERT INTO schema_migrations (version, name) VALUES (1, '001_accounts_and_auth')`,
      );
    }
  });

  it('echoes a caller-supplied request id and makes one up otherwise', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(given.headers['x-request-id']).toBe('trace-42');
    const made = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers unknown paths with 404 in the documented shapes', async () => {
    const ops = await t.app.inject({ method: 'GET', url: '/v1/ops/nothing-here' });
    expect(ops.statusCode).toBe(404);
    expect(ops.json()).toEqual({ reason: 'Not found.' });
    const auth = await t.app.inject({ method: 'GET', url: '/v1/auth/nothing-here' });
    expect(auth.json()).toEqual({ detail: 'Not found.' });
  });

  it('refuses a body that is not JSON with a 4xx, not a 500', async () => {
    const cookie = 'csrftoken=abc';
    const headers = { cookie, 'x-csrftoken': 'abc' };
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login/',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ detail: expect.any(String) });
    const text = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login/',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: 'email=a',
    });
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({
      detail: expect.stringContaining('body'),
      body: expect.any(Array),
    });
    const xml = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login/',
      headers: { ...headers, 'content-type': 'application/xml' },
      payload: '<email/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ detail: expect.any(String) });
  });
});
