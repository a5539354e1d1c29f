import { appStore } from './app-store';
import { PERSIST_KEY, PERSIST_VERSION, type PersistedState } from './persisted-state';
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
  return {
    version: PERSIST_VERSION,
    auth: appStore.get(authAtom),
    billing: appStore.get(billingAtom),
    siteData: appStore.get(siteDataAtom),
    team: appStore.get(teamAtom),
    member: appStore.get(memberAtom),
    metrics: appStore.get(metricsAtom),
  };
}

function writePersisted(): void {
  // Until rehydration settles, the atoms hold defaults that must not overwrite the stored copy.
  if (!appStore.get(hydratedAtom)) return;
  try {
    localStore()?.setItem(PERSIST_KEY, JSON.stringify(snapshot()));
  } catch (error) {
    console.warn('Could not persist the app state.', error);
  }
}

let persisting = false;

/** Writes the document on every change of any slice (idempotent). */
export function startPersisting(): void {
  if (persisting) return;
  persisting = true;
  for (const slice of [authAtom, billingAtom, siteDataAtom, teamAtom, memberAtom, metricsAtom]) {
    appStore.sub(slice, writePersisted);
  }
}

/** Puts a stored document into the atoms. */
export function applyPersisted(state: PersistedState): void {
  appStore.set(authAtom, state.auth);
  appStore.set(billingAtom, state.billing);
  appStore.set(siteDataAtom, state.siteData);
  appStore.set(teamAtom, state.team);
  appStore.set(memberAtom, state.member);
  appStore.set(metricsAtom, state.metrics);
}

/** Resets every slice to its signed-out default and forgets the stored copy. */
export function clearPersistedState(): void {
  applyPersisted({
    version: PERSIST_VERSION,
    auth: signedOutAuth,
    billing: null,
    siteData: null,
    team: null,
    member: null,
    metrics: null,
  });
  try {
    localStore()?.removeItem(PERSIST_KEY);
  } catch (error) {
    console.warn('Could not clear the persisted app state.', error);
  }
}
