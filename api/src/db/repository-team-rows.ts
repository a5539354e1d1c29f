import type { Queryable } from './connection';

/*
 * A team's own rows by id, for any table with `id` and `account_id`: another team's id reads as
 * missing (the API answers 404). Table and column names come from the code, never from a request.
 */

/** The team's row `id` of `table` with `columns`, or null. */
export async function findTeamRow<T>(
  db: Queryable,
  table: string,
  accountId: string,
  id: string,
  columns = '*',
): Promise<T | null> {
  const [row] = await db.query<T>(
    `SELECT ${columns} FROM ${table} WHERE id = $1 AND account_id = $2`,
    [id, accountId],
  );
  return row ?? null;
}

/** Whether the row `id` of `table` is the team's. */
export async function isTeamRow(db: Queryable, table: string, accountId: string, id: string) {
  const rows = await db.query(`SELECT 1 FROM ${table} WHERE id = $1 AND account_id = $2`, [
    id,
    accountId,
  ]);
  return rows.length > 0;
}

/** Deletes the team's row `id` of `table`; another team's stays. */
export async function deleteTeamRow(db: Queryable, table: string, accountId: string, id: string) {
  await db.query(`DELETE FROM ${table} WHERE id = $1 AND account_id = $2`, [id, accountId]);
}

/** How many rows of `table` the team has. */
export async function countTeamRows(db: Queryable, table: string, accountId: string) {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${table} WHERE account_id = $1`,
    [accountId],
  );
  return row?.count ?? 0;
}
