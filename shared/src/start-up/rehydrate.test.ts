import { authFixture, sessionFixture, slicesFixture } from '../testing/fixtures';
import { freshStartUpPerTest, nullableSlices, resetApp } from '../testing/reset-app';
import { appStore } from '../store/app-store';
import { migrations } from '../store/persisted-state';
import { REHYDRATION_TIMEOUT_MS, rehydrate } from './rehydrate';
import { signIn } from '../store/session';
import {
  authAtom,
  billingAtom,
  hydratedAtom,
  isSignedInAtom,
  memberAtom,
  metricsAtom,
  siteDataAtom,
  teamAtom,
} from '../store/slices';

const auth = authFixture();
const stored = { version: 1, auth, ...slicesFixture() };
const store = (value: unknown) =>
  localStorage.setItem('root', typeof value === 'string' ? value : JSON.stringify(value));

function expectSignedOutDefaults() {
  expect(appStore.get(isSignedInAtom)).toBe(false);
  expect(appStore.get(authAtom).token).toBeNull();
  for (const slice of nullableSlices) {
    expect(appStore.get(slice)).toBeNull();
  }
  expect(appStore.get(hydratedAtom)).toBe(true);
}

freshStartUpPerTest();
afterEach(() => {
  delete migrations[0];
});

it('restores all six slices from localStorage "root"', async () => {
  store(stored);
  await expect(rehydrate()).resolves.toBe('restored');
  expect(appStore.get(authAtom)).toEqual(auth);
  expect(appStore.get(isSignedInAtom)).toBe(true);
  expect(appStore.get(billingAtom)).toEqual(stored.billing);
  expect(appStore.get(siteDataAtom)).toEqual(stored.siteData);
  expect(appStore.get(teamAtom)).toEqual(stored.team);
  expect(appStore.get(memberAtom)).toEqual(stored.member);
  expect(appStore.get(metricsAtom)).toEqual(stored.metrics);
  expect(appStore.get(hydratedAtom)).toBe(true);
});

it('writes every later change back under "root" with version 1', async () => {
  await expect(rehydrate()).resolves.toBe('empty');
  signIn(sessionFixture({ token: 'fresh' }));
  appStore.set(metricsAtom, { open_issues: 7, sites: 1, pages: 2 });
  const saved = JSON.parse(localStorage.getItem('root') ?? 'null') as typeof stored;
  expect(saved.version).toBe(1);
  expect(saved.auth.token).toBe('fresh');
  expect(saved.metrics).toEqual({ open_issues: 7, sites: 1, pages: 2 });
});

it('leaves the stored copy alone until rehydration has read it', async () => {
  store(stored);
  await rehydrate();
  resetApp();
  store(stored);
  appStore.set(metricsAtom, { open_issues: 99, sites: 0, pages: 0 });
  expect(JSON.parse(localStorage.getItem('root') ?? 'null')).toEqual(stored);
});

it.each([
  ['unparsable JSON', '{"version":1,'],
  ['a newer version', { ...stored, version: 2 }],
  ['an unknown old version', { ...stored, version: 0 }],
  ['no version', { auth }],
  ['not an object', '42'],
])('discards %s and starts signed out', async (_, value) => {
  store(value);
  await expect(rehydrate()).resolves.toBe('empty');
  expectSignedOutDefaults();
});

it('upgrades an older version through its migration', async () => {
  migrations[0] = (old) => ({ ...(old as object), version: 1, auth });
  store({ version: 0, billing: stored.billing });
  await expect(rehydrate()).resolves.toBe('restored');
  expect(appStore.get(authAtom)).toEqual(auth);
  expect(appStore.get(billingAtom)).toEqual(stored.billing);
});

it('resets only a slice that no longer matches its schema', async () => {
  store({ ...stored, team: { name: 'half a team' } });
  await expect(rehydrate()).resolves.toBe('restored');
  expect(appStore.get(teamAtom)).toBeNull();
  expect(appStore.get(authAtom)).toEqual(auth);
});

it('reads from an injected async storage', async () => {
  const storage = { getItem: async () => JSON.stringify(stored) };
  await expect(rehydrate({ storage })).resolves.toBe('restored');
  expect(appStore.get(memberAtom)).toEqual(stored.member);
});

it('treats a failing storage read as empty', async () => {
  const storage = {
    getItem: () => {
      throw new Error('SecurityError');
    },
  };
  await expect(rehydrate({ storage })).resolves.toBe('empty');
  expectSignedOutDefaults();
});

it('gives up after 5000 ms of a storage that never answers, signed out and hydrated', async () => {
  jest.useFakeTimers();
  const storage = { getItem: () => new Promise<string | null>(() => undefined) };
  let outcome: string | undefined;
  void rehydrate({ storage }).then((result) => {
    outcome = result;
  });

  await jest.advanceTimersByTimeAsync(REHYDRATION_TIMEOUT_MS - 1);
  expect(outcome).toBeUndefined();
  expect(appStore.get(hydratedAtom)).toBe(false);

  await jest.advanceTimersByTimeAsync(1);
  expect(REHYDRATION_TIMEOUT_MS).toBe(5000);
  expect(outcome).toBe('timed-out');
  expectSignedOutDefaults();
});
