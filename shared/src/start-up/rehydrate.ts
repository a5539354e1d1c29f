import { loadContract } from '../contract/load-contract';
import { seedQueriesFromSlices } from '../data/persisted-slices';
import { queryClient } from '../data/query-client';
import { appStore } from '../store/app-store';
import { PERSIST_KEY, readPersisted } from '../store/persisted-state';
import { applyPersisted, localStore, startPersisting } from '../store/persistence';
import { hydratedAtom } from '../store/slices';
import { checkTakenState } from './check-taken-state';

/** How long rehydration waits for storage before starting signed out (product.md §3). */
export const REHYDRATION_TIMEOUT_MS = 5000;

/** Where the persisted document is read from; async storages (IndexedDB wrappers) are fine. */
export interface PersistedStateReader {
  getItem(key: string): string | null | Promise<string | null>;
}

export interface RehydrateOptions {
  /** Give up after this many ms (default REHYDRATION_TIMEOUT_MS). */
  timeoutMs?: number;
  /** Read from here instead of localStorage (tests inject a slow or failing reader). */
  storage?: PersistedStateReader;
  /** The build whose documents are read unchecked (default: this one, BUILD_STAMP). */
  buildStamp?: string | null;
}

export type RehydrateOutcome = 'restored' | 'empty' | 'timed-out';

const TIMED_OUT = Symbol('timed-out');

/** The stored document's schema, from the contract's lazy chunk (only a document needs it). */
const loadSchema = async () => (await loadContract()).persistedStateSchema;

async function readStored(storage: PersistedStateReader | null): Promise<string | null> {
  try {
    return (await storage?.getItem(PERSIST_KEY)) ?? null;
  } catch (error) {
    console.warn('Could not read the persisted app state.', error);
    return null;
  }
}

/**
 * Loads the persisted slices into the atoms, then keeps them persisted on every change.
 * Resolves 'restored', 'empty' (nothing usable stored) or 'timed-out' (storage did not answer in
 * time: the app starts signed out). `hydratedAtom` is true afterwards in every case. Never rejects.
 */
export async function rehydrate(options: RehydrateOptions = {}): Promise<RehydrateOutcome> {
  startPersisting();
  const timeoutMs = options.timeoutMs ?? REHYDRATION_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), timeoutMs);
  });
  try {
    const raw = await Promise.race([readStored(options.storage ?? localStore()), timeout]);
    if (raw === TIMED_OUT) {
      console.warn(`Rehydration gave up after ${timeoutMs} ms; starting signed out.`);
      return 'timed-out';
    }
    const read = await readPersisted(raw, loadSchema, options.buildStamp);
    if (!read) return 'empty';
    applyPersisted(read.state);
    seedQueriesFromSlices(queryClient);
    if (!read.checked) void checkTakenState(read.state);
    return 'restored';
  } finally {
    clearTimeout(timer);
    appStore.set(hydratedAtom, true);
  }
}
