import type { Atom } from 'jotai';
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

/** Back to a fresh, signed-out, not yet hydrated app with empty storage. */
export function resetApp(): void {
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
