import { waitFor } from '@testing-library/react';
import { loadContract } from '../contract/load-contract';
import { authFixture, sessionFixture, slicesFixture } from '../testing/fixtures';
import { freshStartUpPerTest } from '../testing/reset-app';
import { appStore } from '../store/app-store';
import { BUILD_STAMP } from '../store/build-stamp';
import { CHECK_AT_LATEST_MS } from './check-taken-state';
import { rehydrate } from './rehydrate';
import { signIn } from '../store/session';
import { authAtom, billingAtom, metricsAtom, siteDataAtom } from '../store/slices';

// Documents the app writes carry its build's stamp (jest.config.ts defines one for the tests).
const thisBuild = 'jest-build';
const session = sessionFixture();
const auth = authFixture();
const slices = slicesFixture();
const written = (changes: object = {}, build = thisBuild) => {
  localStorage.setItem('root', JSON.stringify({ version: 1, build, auth, ...slices, ...changes }));
};
const storedSlice = (name: string) =>
  (JSON.parse(localStorage.getItem('root') ?? '{}') as Record<string, unknown>)[name];
const badMetrics = { open_issues: 'many', sites: 1, pages: 2 };

freshStartUpPerTest();

it('stamps the stored document with the build that wrote it', async () => {
  expect(BUILD_STAMP).toBe(thisBuild);
  await rehydrate();
  signIn(session);
  expect(storedSlice('build')).toBe(thisBuild);
});

it("restores this build's document without fetching the schemas for it", async () => {
  // A fresh module registry: nothing in it has loaded the contract yet.
  await jest.isolateModulesAsync(async () => {
    const { rehydrate: freshRehydrate } = await import('./rehydrate');
    const { loadedContract } = await import('../contract/load-contract');
    const fresh = await import('../store/app-store');
    const freshSlices = await import('../store/slices');
    written();
    await expect(freshRehydrate()).resolves.toBe('restored');
    expect(fresh.appStore.get(freshSlices.siteDataAtom)).toEqual(slices.siteData);
    expect(fresh.appStore.get(freshSlices.isSignedInAtom)).toBe(true);
    expect(loadedContract()).toBeUndefined();
  });
});

it('checks it once the schemas have arrived: a slice they reject becomes its default, stored too', async () => {
  written({ metrics: badMetrics });
  await expect(rehydrate()).resolves.toBe('restored');
  expect(appStore.get(metricsAtom)).toEqual(badMetrics); // taken as written, for now

  await loadContract(); // as the first screen's first call does
  await waitFor(() => expect(appStore.get(metricsAtom)).toBeNull());
  expect(storedSlice('metrics')).toBeNull();
  expect(appStore.get(siteDataAtom)).toEqual(slices.siteData);
  expect(appStore.get(authAtom)).toEqual(auth);
});

it('leaves a slice that fresher data replaced before the check', async () => {
  // A fresh module registry, so that the check waits for this test's own contract load.
  await jest.isolateModulesAsync(async () => {
    const { rehydrate: freshRehydrate } = await import('./rehydrate');
    const { loadContract: freshLoad } = await import('../contract/load-contract');
    const fresh = await import('../store/app-store');
    const freshSlices = await import('../store/slices');
    written({ metrics: badMetrics });
    await freshRehydrate();
    const newer = { open_issues: 3, sites: 1, pages: 4 };
    fresh.appStore.set(freshSlices.metricsAtom, newer);
    await freshLoad();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fresh.appStore.get(freshSlices.metricsAtom)).toEqual(newer);
    // The other slices were checked all the same: nothing to replace there.
    expect(fresh.appStore.get(freshSlices.siteDataAtom)).toEqual(slices.siteData);
  });
});

it(`checks it after ${CHECK_AT_LATEST_MS} ms when no screen has fetched the schemas`, async () => {
  await jest.isolateModulesAsync(async () => {
    const { rehydrate: freshRehydrate } = await import('./rehydrate');
    const fresh = await import('../store/app-store');
    const freshSlices = await import('../store/slices');
    jest.useFakeTimers();
    written({ metrics: badMetrics });
    await freshRehydrate();

    await jest.advanceTimersByTimeAsync(CHECK_AT_LATEST_MS - 1);
    expect(fresh.appStore.get(freshSlices.metricsAtom)).toEqual(badMetrics);
    // The deadline passes; what it starts (the schemas, built over several tasks) runs on real
    // timers, so none of its tasks is left on a fake clock.
    jest.advanceTimersByTime(1);
    jest.useRealTimers();
    await waitFor(() => expect(fresh.appStore.get(freshSlices.metricsAtom)).toBeNull());
  });
});

it('checks before use a document another build wrote', async () => {
  written({ metrics: badMetrics }, 'an-older-build');
  await expect(rehydrate()).resolves.toBe('restored');
  expect(appStore.get(metricsAtom)).toBeNull();
  expect(appStore.get(siteDataAtom)).toEqual(slices.siteData);
});

it('checks before use a stamped document whose token is not a string', async () => {
  written({ auth: { ...auth, token: 1 } });
  await expect(rehydrate()).resolves.toBe('restored');
  expect(appStore.get(authAtom).token).toBeNull();
  expect(appStore.get(siteDataAtom)).toEqual(slices.siteData);
});

it('checks before use a stamped document that lacks a slice', async () => {
  localStorage.setItem('root', JSON.stringify({ version: 1, build: thisBuild, auth }));
  await expect(rehydrate()).resolves.toBe('restored');
  expect(appStore.get(billingAtom)).toBeNull();
  expect(appStore.get(authAtom)).toEqual(auth);
});
