import { appStore } from '../store/app-store';
import { rehydrate } from '../start-up/rehydrate';
import { logout, setNavigator, signIn } from '../store/session';
import { authAtom, isSignedInAtom } from '../store/slices';
import { type FakeRoute, startFakeApi } from '../testing/fake-api-server';
import { sessionFixture } from '../testing/fixtures';
import { resetApp } from '../testing/reset-app';
import { configureApi } from './api-access';

const LOGOUT = '/v1/auth/logout/';

let server: Awaited<ReturnType<typeof startFakeApi>>;
let route: FakeRoute;
const navigate = jest.fn();

beforeAll(async () => {
  server = await startFakeApi((request) => route(request));
});
afterAll(() => server.close());

beforeEach(async () => {
  resetApp();
  configureApi({ apiBase: server.url });
  server.seen.length = 0;
  navigate.mockReset();
  setNavigator(navigate);
  document.cookie = 'csrftoken=csrf-abc';
  await rehydrate();
  signIn(sessionFixture());
});

async function until(condition: () => boolean) {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 5000) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

it('Log out asks the API to revoke the sign-in, with its refresh token', async () => {
  route = () => ({ status: 200, json: { detail: 'Signed out' } });
  logout();
  await until(() => server.to(LOGOUT).length === 1);
  const [sent] = server.to(LOGOUT);
  expect(sent?.method).toBe('POST');
  expect(sent?.body).toEqual({ refresh: 'refresh-1' });
  expect(sent?.headers['x-csrftoken']).toBe('csrf-abc');
  expect(appStore.get(isSignedInAtom)).toBe(false);
});

it('signs out locally at once, even when the API refuses the call', async () => {
  route = () => ({ status: 401, json: { detail: 'expired' }, delayMs: 100 });
  logout();
  // Cleared before any answer: the user is signed out whatever the server does.
  expect(appStore.get(authAtom).refreshToken).toBeNull();
  expect(navigate).toHaveBeenCalledWith('/login');
  await until(() => server.to(LOGOUT).length === 1);
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(appStore.get(isSignedInAtom)).toBe(false);
  expect(server.to('/v1/auth/refresh/')).toHaveLength(0);
});

it('signs out locally when the API cannot be reached at all', async () => {
  configureApi({ apiBase: 'http://127.0.0.1:9' });
  logout();
  expect(appStore.get(isSignedInAtom)).toBe(false);
  expect(navigate).toHaveBeenCalledWith('/login');
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(appStore.get(isSignedInAtom)).toBe(false);
});

it('sends nothing when already signed out', async () => {
  route = () => ({ status: 200, json: {} });
  resetApp();
  logout();
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(server.to(LOGOUT)).toHaveLength(0);
});
