import type { Process, ProcessType } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import type { Rows } from '../http/pagination';
import { insertProcess, listProcesses, toProcess } from './repository';

/** GET /v1/ops/process: the team's processes, newest first, by type and site when asked. */
export async function listTeamProcesses(
  db: Queryable,
  accountId: string,
  query: { type?: ProcessType; site_id?: string; limit: number; offset: number },
): Promise<Rows<Process>> {
  const filters = {
    accountId,
    ...(query.type ? { type: query.type } : {}),
    ...(query.site_id ? { siteId: query.site_id } : {}),
  };
  const { count, rows } = await listProcesses(db, filters, query.limit, query.offset);
  return { count, rows: rows.map(toProcess) };
}

/**
 * The `type` process of a site that follows process `afterId` (case generation after a crawl):
 * the newest one created since that process (announced with the site, or while it ran), else a
 * new one at progress 1 (a re-crawl). Null when the site is gone.
 */
export async function processFollowing(
  db: Queryable,
  siteId: string,
  type: ProcessType,
  afterId: string,
): Promise<string | null> {
  const rows = await db.query<{ id: string }>(
    `SELECT g.id FROM processes g JOIN processes c ON c.id = $3
     WHERE g.site_id = $1 AND g.type = $2 AND g.time_created >= c.time_created
     ORDER BY g.time_created DESC, g.id DESC LIMIT 1`,
    [siteId, type, afterId],
  );
  if (rows[0]) return rows[0].id;
  const site = await db.query<{ account_id: string }>(
    'SELECT account_id FROM sites WHERE id = $1',
    [siteId],
  );
  if (!site[0]) return null;
  const created = await insertProcess(db, {
    accountId: site[0].account_id,
    siteId,
    type,
    progress: 1,
  });
  return created.id;
}
