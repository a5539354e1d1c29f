import { signUp, useTestApp, type Browser } from '../../test/harness';

const world = useTestApp();

type Answer = Awaited<ReturnType<Browser['get']>>;
const headersOf = (answer: Answer) => ({
  status: answer.status,
  cache: answer.response.headers['cache-control'],
  nosniff: answer.response.headers['x-content-type-options'],
});

describe('API answers carrying tokens are never stored, and nothing is sniffed', () => {
  it('sign-up, sign-in, refresh, the API key and log out: no-store and nosniff', async () => {
    const registered = await world.browser.post('/v1/auth/register/', {
      username: 'headers@example.com',
      email: 'headers@example.com',
      password: 'correct horse battery',
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
    const login = await world.browser.post('/v1/auth/login/', {
      email: 'headers@example.com',
      password: 'correct horse battery',
    });
    const refreshed = await world.browser.post('/v1/auth/refresh/', {
      refresh: login.body.refresh,
    });
    const token = refreshed.body.access as string;
    const key = await world.browser.get('/v1/auth/token/current', { token });
    const out = await world.browser.post('/v1/auth/logout/', { refresh: refreshed.body.refresh });
    for (const answer of [registered, login, refreshed, key, out]) {
      expect(headersOf(answer)).toEqual({
        status: expect.any(Number),
        cache: 'no-store',
        nosniff: 'nosniff',
      });
    }
    expect([registered, login, refreshed, key, out].map((answer) => answer.status)).toEqual([
      201, 200, 200, 200, 200,
    ]);
  });

  it('errors and team data too', async () => {
    const session = await signUp(world.browser);
    const wrong = await world.browser.post('/v1/auth/login/', {
      email: session.user.email,
      password: 'not the password',
    });
    const missing = await world.browser.get('/v1/ops/site', { token: session.token });
    for (const answer of [wrong, missing]) {
      expect(headersOf(answer)).toMatchObject({ cache: 'no-store', nosniff: 'nosniff' });
    }
  });
});
