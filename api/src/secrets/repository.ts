import type { Secret } from '@vigil/contract';
import type { Queryable } from '../db/connection';

interface SecretRow {
  id: string;
  name: string;
  time_created: Date;
  time_updated: Date;
}

/** Never the value: this module's reads that leave the server name no `value` column. */
const PUBLIC_COLUMNS = 'id, name, time_created, time_updated';

export const toSecret = (row: SecretRow): Secret => ({
  id: row.id,
  name: row.name,
  time_created: row.time_created.toISOString(),
  time_updated: row.time_updated.toISOString(),
});

export async function listSecrets(db: Queryable, accountId: string, limit: number, offset: number) {
  const [counted, rows] = await Promise.all([
    db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM secrets WHERE account_id = $1',
      [accountId],
    ),
    db.query<SecretRow>(
      `SELECT ${PUBLIC_COLUMNS} FROM secrets WHERE account_id = $1
       ORDER BY name LIMIT $2 OFFSET $3`,
      [accountId, limit, offset],
    ),
  ]);
  return { count: counted[0]?.count ?? 0, rows: rows.map(toSecret) };
}

export async function upsertSecret(db: Queryable, accountId: string, name: string, sealed: string) {
  const rows = await db.query<SecretRow>(
    `INSERT INTO secrets (account_id, name, value) VALUES ($1, $2, $3)
     ON CONFLICT (account_id, name) DO UPDATE SET value = EXCLUDED.value, time_updated = now()
     RETURNING ${PUBLIC_COLUMNS}`,
    [accountId, name, sealed],
  );
  return toSecret(rows[0]!);
}

export async function deleteSecret(db: Queryable, accountId: string, id: string) {
  const rows = await db.query(
    'DELETE FROM secrets WHERE id = $1 AND account_id = $2 RETURNING id',
    [id, accountId],
  );
  return rows.length > 0;
}

/** The sealed values of these names of the team (for a run), by name. */
export async function sealedSecrets(db: Queryable, accountId: string, names: string[]) {
  if (names.length === 0) return new Map<string, string>();
  const rows = await db.query<{ name: string; value: string }>(
    'SELECT name, value FROM secrets WHERE account_id = $1 AND name = ANY($2::text[])',
    [accountId, names],
  );
  return new Map(rows.map((row) => [row.name, row.value]));
}
