import type { Atom } from 'jotai';
import { queryClient } from '../data/query-client';
import { appStore } from '../store/app-store';
import { clearPersistedState } from '../store/persistence';
import {
  billingAtom,
  hydratedAtom,
  memberAtom,
  metricsAtom,
  siteDataAtom,
  teamAtom,
} from '../store/slices';

/** Back to a fresh, signed-out, not yet hydrated app with empty storage and an empty query cache. */
export function resetApp(): void {
  queryClient.clear();
  appStore.set(hydratedAtom, false);
  clearPersistedState();
  localStorage.clear();
}

/**
 * A fresh app (resetApp) for each test of the start-up, with console.warn quiet: start-up logs
 * what it discards or gives up on purpose. Fake timers and spies are put back after each test.
 */
export function freshStartUpPerTest(): void {
  beforeEach(() => {
    resetApp();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });
}

/** The five persisted slices besides auth, all null when signed out. */
export const nullableSlices: Atom<unknown>[] = [
  billingAtom,
  siteDataAtom,
  teamAtom,
  memberAtom,
  metricsAtom,
];
