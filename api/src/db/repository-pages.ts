import type { Queryable } from './connection';

/**
 * One page of a list endpoint's rows, newest first (`time_created DESC, id DESC`), and how many
 * rows there are. `from` is the table with its WHERE clause over `params` ($1…); `columns` what a
 * row carries.
 */
export async function newestFirst<T>(
  db: Queryable,
  { from, params, columns = '*' }: { from: string; params: unknown[]; columns?: string },
  limit: number,
  offset: number,
): Promise<{ count: number; rows: T[] }> {
  const [counted, rows] = await Promise.all([
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${from}`, params),
    db.query<T>(
      `SELECT ${columns} FROM ${from} ORDER BY time_created DESC, id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    ),
  ]);
  return { count: counted[0]?.count ?? 0, rows };
}
