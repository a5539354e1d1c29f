import { appStore } from '../store/app-store';
import { rehydrate } from '../start-up/rehydrate';
import { setNavigator, signIn } from '../store/session';
import {
  authAtom,
  billingAtom,
  memberAtom,
  metricsAtom,
  siteDataAtom,
  teamAtom,
} from '../store/slices';
import { type FakeRoute, startFakeApi } from '../testing/fake-api-server';
import { sessionFixture, slicesFixture } from '../testing/fixtures';
import { nullableSlices, resetApp } from '../testing/reset-app';
import { configureApi } from './api-access';
import { api } from './client';

const SITES = '/v1/ops/site';
const REFRESH = '/v1/auth/refresh/';
const list = { count: 0, next: null, previous: null, results: [] };

let server: Awaited<ReturnType<typeof startFakeApi>>;
let route: FakeRoute;
const navigate = jest.fn();

beforeAll(async () => {
  server = await startFakeApi((request) => route(request));
  configureApi({ apiBase: server.url });
});
afterAll(() => server.close());

beforeEach(async () => {
  resetApp();
  server.seen.length = 0;
  navigate.mockReset();
  setNavigator(navigate);
  document.cookie = 'csrftoken=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  await rehydrate();
});

// The API of server.md: only the current access token opens /v1/ops/*; refresh rotates.
const rotatingApi: FakeRoute = (request) => {
  if (request.path === REFRESH) {
    return { status: 200, json: { access: 'access-2', refresh: 'refresh-2' }, delayMs: 50 };
  }
  if (request.headers.authorization === 'Bearer access-2') return { status: 200, json: list };
  return { status: 401, json: { detail: 'Given token not valid for any token type' } };
};

describe('headers', () => {
  beforeEach(() => {
    route = () => ({ status: 200, json: list });
  });

  it('asks the server for the csrftoken cookie once before the first unsafe request', async () => {
    await Promise.all([api.post('/v1/ops/site', {}), api.post('/v1/ops/site', {})]);
    expect(server.seen.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1/auth/csrf',
      `POST ${SITES}`,
      `POST ${SITES}`,
    ]);
    await api.get(SITES);
    expect(server.seen.filter((request) => request.path === '/v1/auth/csrf')).toHaveLength(1);
  });

  it('sends JSON and echoes the csrftoken cookie in X-CSRFToken', async () => {
    document.cookie = 'csrftoken=csrf-abc';
    await api.post('/v1/ops/site', { site_url: 'https://example.com' });
    const [sent] = server.to(SITES);
    expect(sent?.headers['x-csrftoken']).toBe('csrf-abc');
    expect(sent?.headers['content-type']).toMatch(/^application\/json/);
    expect(sent?.body).toEqual({ site_url: 'https://example.com' });
  });

  it('sends Bearer <token> when signed in, and no Authorization when signed out', async () => {
    await api.get(SITES);
    signIn(sessionFixture());
    await api.get(SITES);
    const [signedOut, signedIn] = server.to(SITES);
    expect(signedOut?.headers.authorization).toBeUndefined();
    expect(signedIn?.headers.authorization).toBe('Bearer access-1');
  });

  it("keeps a caller's own Authorization header", async () => {
    signIn(sessionFixture());
    await api.get(SITES, { headers: { Authorization: 'Bearer link-token' } });
    expect(server.to(SITES)[0]?.headers.authorization).toBe('Bearer link-token');
  });
});

describe('token refresh', () => {
  beforeEach(() => {
    route = rotatingApi;
    signIn(sessionFixture());
  });

  it('answers three concurrent 401s with one refresh and three retries', async () => {
    document.cookie = 'csrftoken=csrf-abc'; // cookie already set: no priming GET in the log
    const responses = await Promise.all([api.get(SITES), api.get(SITES), api.get(SITES)]);

    expect(responses.map((response) => response.status)).toEqual([200, 200, 200]);
    // All three were refused, then one refresh, then the three retries.
    expect(server.seen.map((request) => request.path)).toEqual([
      SITES,
      SITES,
      SITES,
      REFRESH,
      SITES,
      SITES,
      SITES,
    ]);
    expect(server.to(REFRESH)).toHaveLength(1);
    expect(server.to(REFRESH)[0]?.body).toEqual({ refresh: 'refresh-1' });
    expect(server.to(REFRESH)[0]?.headers.authorization).toBeUndefined();
    const retries = server.to(SITES).filter((r) => r.headers.authorization === 'Bearer access-2');
    expect(retries).toHaveLength(3);
    // Rotation: both tokens are replaced.
    expect(appStore.get(authAtom)).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('retries a refused POST with its body and CSRF header intact', async () => {
    document.cookie = 'csrftoken=csrf-abc';
    await api.post(SITES, { site_url: 'https://example.com' });
    const [refused, retried] = server.to(SITES);
    expect(retried?.headers.authorization).toBe('Bearer access-2');
    expect(retried?.body).toEqual(refused?.body);
    expect(retried?.headers['x-csrftoken']).toBe('csrf-abc');
  });

  it('on refresh failure signs out, clears every slice and storage, and goes to /login', async () => {
    const slices = slicesFixture();
    appStore.set(billingAtom, slices.billing);
    appStore.set(siteDataAtom, slices.siteData);
    appStore.set(teamAtom, slices.team);
    appStore.set(memberAtom, slices.member);
    appStore.set(metricsAtom, slices.metrics);
    expect(localStorage.getItem('root')).not.toBeNull();
    route = (request) =>
      request.path === REFRESH
        ? { status: 401, json: { detail: 'Token is invalid or expired' } }
        : { status: 401, json: { detail: 'expired' } };

    const results = await Promise.allSettled([api.get(SITES), api.get(SITES), api.get(SITES)]);

    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(server.to(REFRESH)).toHaveLength(1);
    expect(appStore.get(authAtom)).toEqual({
      token: null,
      refreshToken: null,
      api_token: null,
      account: null,
    });
    for (const slice of nullableSlices) {
      expect(appStore.get(slice)).toBeNull();
    }
    expect(localStorage.getItem('root')).toBeNull();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('does not refresh for billing calls: the 401 just rejects', async () => {
    await expect(api.post('/v1/billing/info')).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(server.to(REFRESH)).toHaveLength(0);
    expect(appStore.get(authAtom).token).toBe('access-1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not refresh when the refresh call itself is refused', async () => {
    route = () => ({ status: 401, json: { detail: 'Token is invalid or expired' } });
    await expect(api.post(REFRESH, { refresh: 'refresh-1' })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(server.to(REFRESH)).toHaveLength(1);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not refresh for a request flagged skipAuthRefresh', async () => {
    await expect(api.get(SITES, { skipAuthRefresh: true })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(server.to(REFRESH)).toHaveLength(0);
  });

  it('does not refresh for a signed-out 401 (a failed login)', async () => {
    resetApp();
    route = () => ({ status: 401, json: { detail: 'No active account found' } });
    await expect(api.post('/v1/auth/login/', {})).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(server.to(REFRESH)).toHaveLength(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects a retry that is refused again instead of refreshing in a loop', async () => {
    route = (request) =>
      request.path === REFRESH
        ? { status: 200, json: { access: 'access-2', refresh: 'refresh-2' } }
        : { status: 401, json: { detail: 'nope' } };
    await expect(api.get(SITES)).rejects.toMatchObject({ response: { status: 401 } });
    expect(server.to(REFRESH)).toHaveLength(1);
    expect(server.to(SITES)).toHaveLength(2);
  });
});

describe('refreshing ahead of expiry', () => {
  /** A JWT-shaped access token (unsigned: the client reads only `exp`) expiring in `ms`. */
  const jwtExpiringIn = (ms: number) => {
    const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    return `${part({ alg: 'HS256' })}.${part({ exp: Math.floor((Date.now() + ms) / 1000) })}.sig`;
  };
  beforeEach(() => {
    route = rotatingApi;
  });

  it('refreshes a token about to expire before a billing call, which then never meets a 401', async () => {
    signIn({ ...sessionFixture(), token: jwtExpiringIn(10_000) });
    route = (request) =>
      request.path === '/v1/billing/info'
        ? request.headers.authorization === 'Bearer access-2'
          ? { status: 200, json: { plan: null, card: null } }
          : { status: 401, json: { detail: 'Given token not valid for any token type' } }
        : rotatingApi(request);
    await expect(api.post('/v1/billing/info')).resolves.toMatchObject({ status: 200 });
    const calls = server.seen.filter((request) => request.path !== '/v1/auth/csrf');
    expect(calls.map((request) => `${request.method} ${request.path}`)).toEqual([
      `POST ${REFRESH}`,
      'POST /v1/billing/info',
    ]);
    expect(appStore.get(authAtom)).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends a token with time left as it is', async () => {
    const token = jwtExpiringIn(10 * 60_000);
    signIn({ ...sessionFixture(), token });
    route = () => ({ status: 200, json: list });
    await api.get(SITES);
    expect(server.to(REFRESH)).toHaveLength(0);
    expect(server.to(SITES)[0]?.headers.authorization).toBe(`Bearer ${token}`);
  });
});
