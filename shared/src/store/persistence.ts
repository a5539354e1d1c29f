import type { PrimitiveAtom } from 'jotai';
import { appStore } from './app-store';
import { BUILD_STAMP } from './build-stamp';
import {
  PERSIST_KEY,
  PERSIST_VERSION,
  SLICE_NAMES,
  type PersistedState,
  type SliceName,
} from './persisted-state';
import {
  authAtom,
  billingAtom,
  hydratedAtom,
  memberAtom,
  metricsAtom,
  signedOutAuth,
  siteDataAtom,
  teamAtom,
} from './slices';

/** Each persisted slice's atom, by its name in the stored document. */
export const persistedSlices: { [Name in SliceName]: PrimitiveAtom<PersistedState[Name]> } = {
  auth: authAtom,
  billing: billingAtom,
  siteData: siteDataAtom,
  team: teamAtom,
  member: memberAtom,
  metrics: metricsAtom,
};

/** Every slice signed out: what a first visit starts with. */
export const signedOutState: PersistedState = {
  version: PERSIST_VERSION,
  auth: signedOutAuth,
  billing: null,
  siteData: null,
  team: null,
  member: null,
  metrics: null,
};

/** localStorage, or null where there is none (a Node test, a browser with storage disabled). */
export function localStore(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The six persisted slices as one document. */
export function snapshot(): PersistedState {
  const state = { version: PERSIST_VERSION } as PersistedState;
  for (const name of SLICE_NAMES) (state as Record<SliceName, unknown>)[name] = getSlice(name);
  return state;
}

function writePersisted(): void {
  // Until rehydration settles, the atoms hold defaults that must not overwrite the stored copy.
  if (!appStore.get(hydratedAtom)) return;
  try {
    // The build's stamp lets the same build read it back without the schemas (persisted-state.ts).
    const stored = BUILD_STAMP === null ? snapshot() : { ...snapshot(), build: BUILD_STAMP };
    localStore()?.setItem(PERSIST_KEY, JSON.stringify(stored));
  } catch (error) {
    console.warn('Could not persist the app state.', error);
  }
}

let persisting = false;

/** Writes the document on every change of any slice (idempotent). */
export function startPersisting(): void {
  if (persisting) return;
  persisting = true;
  for (const name of SLICE_NAMES) appStore.sub(persistedSlices[name], writePersisted);
}

/** One slice's value (typed by its name). */
export function getSlice<Name extends SliceName>(name: Name): PersistedState[Name] {
  return appStore.get(persistedSlices[name] as PrimitiveAtom<PersistedState[Name]>);
}

/** Sets one slice (typed by its name). */
export function setSlice<Name extends SliceName>(name: Name, value: PersistedState[Name]): void {
  appStore.set(persistedSlices[name] as PrimitiveAtom<PersistedState[Name]>, value);
}

/** Puts a stored document into the atoms. */
export function applyPersisted(state: PersistedState): void {
  for (const name of SLICE_NAMES) setSlice(name, state[name]);
}

/** Resets every slice to its signed-out default and forgets the stored copy. */
export function clearPersistedState(): void {
  applyPersisted(signedOutState);
  try {
    localStore()?.removeItem(PERSIST_KEY);
  } catch (error) {
    console.warn('Could not clear the persisted app state.', error);
  }
}
