import type { z } from 'zod';
import { loadContract } from '../contract/load-contract';
import type { persistedStateSchema } from './persisted-schema';

/** localStorage key of the persisted slices (product.md §3). */
export const PERSIST_KEY = 'root';
/** Version of the persisted document; bump it and add a migration when its shape changes. */
export const PERSIST_VERSION = 1;

/**
 * Upgrades, keyed by the version they upgrade FROM: `migrations[n]` turns a version-n document
 * into a version n+1 one. A document with no path to PERSIST_VERSION is discarded.
 */
export const migrations: Record<number, (old: unknown) => unknown> = {};

/** The document stored under PERSIST_KEY. */
export type PersistedState = z.infer<typeof persistedStateSchema>;

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
 * Reads a stored document: migrates older versions, and returns null for anything it cannot
 * trust (unparsable JSON, unknown or newer versions, a failing migration). Never rejects.
 */
export async function parsePersisted(
  raw: string | null | undefined,
): Promise<PersistedState | null> {
  if (raw === null || raw === undefined || raw === '') return null;
  try {
    const migrated = migrate(JSON.parse(raw));
    if (migrated === null) return null;
    // Only a stored document needs the schemas: a signed-out first visit never loads them.
    const { persistedStateSchema } = await loadContract();
    const parsed = persistedStateSchema.safeParse(migrated);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.warn('Discarding the persisted state: it could not be read.', error);
    return null;
  }
}
