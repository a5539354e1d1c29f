import type { HomeMetrics } from '@vigil/contract';
import type { Queryable } from '../db/connection';

/** The team's counts for the home screen and the sidebar's open-issues badge. */
export async function homeMetrics(db: Queryable, accountId: string): Promise<HomeMetrics> {
  const rows = await db.query<HomeMetrics>(
    `SELECT
       (SELECT count(*)::int FROM issues WHERE account_id = $1 AND status = 'open') AS open_issues,
       (SELECT count(*)::int FROM sites WHERE account_id = $1) AS sites,
       (SELECT count(*)::int FROM pages WHERE account_id = $1) AS pages`,
    [accountId],
  );
  return rows[0]!;
}
