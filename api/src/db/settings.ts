import { randomBytes } from 'node:crypto';
import type { Queryable } from './connection';

/**
 * A server-wide secret generated on first use and kept in the database, so every API and worker
 * process on the same database agrees and restarts keep sessions valid.
 */
export async function persistentSecret(db: Queryable, key: string): Promise<string> {
  await db.query('INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING', [
    key,
    randomBytes(48).toString('base64url'),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM settings WHERE key = $1', [
    key,
  ]);
  return rows[0]!.value;
}
