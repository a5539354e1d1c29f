import type { Queryable } from './connection';

/** Which rows a list holds: each column equal to its value; an undefined or null value is no filter. */
type Match = Record<string, string | null | undefined>;

/**
 * One page of a list endpoint's rows, newest first (`time_created DESC, id DESC`, or the time
 * column `newest` names), and how many rows there are: the rows of `table` (it may join) that
 * `match`, each carrying `columns`. Column names come from the code, never from a request; values
 * are parameters.
 */
export async function newestFirst<T>(
  db: Queryable,
  {
    table,
    match,
    columns = '*',
    newest = 'time_created',
  }: { table: string; match: Match; columns?: string; newest?: string },
  page: { limit: number; offset: number },
): Promise<{ count: number; rows: T[] }> {
  const filters = Object.entries(match).filter(
    ([, value]) => value !== undefined && value !== null,
  );
  const where = filters.map(([column], index) => `${column} = $${index + 1}`).join(' AND ');
  const params = filters.map(([, value]) => value);
  const from = `${table} WHERE ${where}`;
  const [counted, rows] = await Promise.all([
    db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${from}`, params),
    db.query<T>(
      `SELECT ${columns} FROM ${from} ORDER BY ${newest} DESC, id DESC
       LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, page.offset],
    ),
  ]);
  return { count: counted[0]?.count ?? 0, rows };
}
