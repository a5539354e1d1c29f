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

/** The five persisted slices besides auth, all null when signed out. */
export const nullableSlices: Atom<unknown>[] = [
  billingAtom,
  siteDataAtom,
  teamAtom,
  memberAtom,
  metricsAtom,
];
