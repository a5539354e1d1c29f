import { authFixture, sessionFixture, slicesFixture } from '../testing/fixtures';
import { resetApp } from '../testing/reset-app';
import { appStore } from './app-store';
import { rehydrate } from '../start-up/rehydrate';
import { logout, setNavigator, signIn } from './session';
import { authAtom, isSignedInAtom, teamAtom } from './slices';

beforeEach(resetApp);

it('signIn stores the session tokens and account', () => {
  signIn(sessionFixture());
  expect(appStore.get(isSignedInAtom)).toBe(true);
  expect(appStore.get(authAtom)).toEqual(authFixture());
});

it('logout clears the state and its stored copy and navigates to /login', async () => {
  const navigate = jest.fn();
  const unregister = setNavigator(navigate);
  await rehydrate();
  signIn(sessionFixture());
  appStore.set(teamAtom, slicesFixture().team);
  expect(localStorage.getItem('root')).not.toBeNull();

  logout();

  expect(appStore.get(isSignedInAtom)).toBe(false);
  expect(appStore.get(teamAtom)).toBeNull();
  expect(localStorage.getItem('root')).toBeNull();
  expect(navigate).toHaveBeenCalledWith('/login');
  unregister();
});
