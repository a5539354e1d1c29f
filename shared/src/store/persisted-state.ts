import { PERSIST_KEY, PERSIST_VERSION } from '@vigil/contract/page-config';
import type { z } from 'zod';
import { BUILD_STAMP } from './build-stamp';
import type { persistedStateSchema } from './persisted-schema';

/** The persisted document's key and version (product.md §3), defined beside the entry's reader. */
export { PERSIST_KEY, PERSIST_VERSION };

/**
 * Upgrades, keyed by the version they upgrade FROM: `migrations[n]` turns a version-n document
 * into a version n+1 one. A document with no path to PERSIST_VERSION is discarded.
 */
export const migrations: Record<number, (old: unknown) => unknown> = {};

/** The document stored under PERSIST_KEY. */
export type PersistedState = z.infer<typeof persistedStateSchema>;

/** The persisted slices (product.md §3), by their names in the document. */
export const SLICE_NAMES = ['auth', 'billing', 'siteData', 'team', 'member', 'metrics'] as const;
export type SliceName = (typeof SLICE_NAMES)[number];

// Fails to compile when the schema gains a slice SLICE_NAMES lacks (or the other way round): a
// slice missing here would be neither stored, nor restored, nor required before an unchecked read.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const sliceNamesMatchTheSchema: Same<
  SliceName,
  Exclude<keyof PersistedState, 'version'>
> = true;

function versionOf(doc: unknown): number | null {
  if (typeof doc !== 'object' || doc === null) return null;
  const version = (doc as { version?: unknown }).version;
  return typeof version === 'number' && Number.isInteger(version) ? version : null;
}

function migrate(doc: unknown): unknown {
  let current = doc;
  let version = versionOf(current);
  while (version !== null && version < PERSIST_VERSION) {
    const step = migrations[version];
    if (!step) return null;
    current = step(current);
    const next = versionOf(current);
    // A step that does not move forward would loop for ever.
    if (next === null || next <= version) return null;
    version = next;
  }
  return version === PERSIST_VERSION ? current : null;
}

/**
 * Fetches the document's schema (it comes with the contract's lazy chunk). Start-up hands it in:
 * the contract's loader imports this store, so the store must not import the loader.
 */
export type LoadPersistedSchema = () => Promise<typeof persistedStateSchema>;

/** A document read back at start-up, and whether the schemas have checked it yet. */
export interface ReadDocument {
  state: PersistedState;
  checked: boolean;
}

/**
 * Written by this very build (its stamp) and whole: every slice in it came from a checked answer
 * or a checked document, so the schemas would return it as it is.
 */
function writtenByThisBuild(doc: unknown, buildStamp: string | null): doc is PersistedState {
  if (buildStamp === null || (doc as { build?: unknown }).build !== buildStamp) return false;
  const whole = doc as Partial<Record<SliceName, unknown>>;
  const token = (whole.auth as { token?: unknown } | null | undefined)?.token;
  return (
    typeof whole.auth === 'object' &&
    whole.auth !== null &&
    (typeof token === 'string' || token === null) &&
    SLICE_NAMES.every((name) => whole[name] !== undefined)
  );
}

/**
 * Reads a stored document: migrates older versions, and returns null for anything it cannot
 * trust (unparsable JSON, unknown or newer versions, a failing migration). Never rejects.
 *
 * A document this build wrote is taken as it is, unchecked: the schemas (zod and the contract,
 * 33 KB and a long task on a phone) then stay out of the path to the first screen (issue 18), and
 * check it once they have arrived (check-taken-state.ts). Any other is checked before use.
 */
export async function readPersisted(
  raw: string | null | undefined,
  loadSchema: LoadPersistedSchema,
  buildStamp: string | null = BUILD_STAMP,
): Promise<ReadDocument | null> {
  if (raw === null || raw === undefined || raw === '') return null;
  try {
    const migrated = migrate(JSON.parse(raw));
    if (migrated === null) return null;
    if (writtenByThisBuild(migrated, buildStamp)) {
      const { build: _stamp, ...state } = migrated as PersistedState & { build: string };
      return { state, checked: false };
    }
    // Only a stored document needs the schemas: a signed-out first visit never loads them.
    const parsed = (await loadSchema()).safeParse(migrated);
    return parsed.success ? { state: parsed.data, checked: true } : null;
  } catch (error) {
    console.warn('Discarding the persisted state: it could not be read.', error);
    return null;
  }
}
