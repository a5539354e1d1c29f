import {
  accountSchema,
  billingInfoSchema,
  endpoints,
  homeMetricsSchema,
  memberSchema,
} from '@vigil/contract';
import { z } from 'zod';
import { signedOutAuth } from './slices';

/** localStorage key of the persisted slices (product.md §3). */
export const PERSIST_KEY = 'root';
/** Version of the persisted document; bump it and add a migration when its shape changes. */
export const PERSIST_VERSION = 1;

/**
 * Upgrades, keyed by the version they upgrade FROM: `migrations[n]` turns a version-n document
 * into a version n+1 one. A document with no path to PERSIST_VERSION is discarded.
 */
export const migrations: Record<number, (old: unknown) => unknown> = {};

const sessionAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

const authStateSchema = z.object({
  token: z.string().nullable(),
  refreshToken: z.string().nullable(),
  api_token: z.string().nullable(),
  account: sessionAccountSchema.nullable(),
});

// Each slice falls back on its own: a stale cached site list must not also sign the user out.
const persistedStateSchema = z.object({
  version: z.literal(PERSIST_VERSION),
  auth: authStateSchema.catch(signedOutAuth),
  billing: billingInfoSchema.nullable().catch(null),
  siteData: endpoints.listSites.response.nullable().catch(null),
  team: accountSchema.nullable().catch(null),
  member: memberSchema.nullable().catch(null),
  metrics: homeMetricsSchema.nullable().catch(null),
});

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
 * trust (unparsable JSON, unknown or newer versions, a failing migration). Never throws.
 */
export function parsePersisted(raw: string | null | undefined): PersistedState | null {
  if (raw === null || raw === undefined || raw === '') return null;
  try {
    const migrated = migrate(JSON.parse(raw));
    if (migrated === null) return null;
    const parsed = persistedStateSchema.safeParse(migrated);
    return parsed.success ? parsed.data : null;
  } catch (error) {
    console.warn('Discarding the persisted state: it could not be read.', error);
    return null;
  }
}
