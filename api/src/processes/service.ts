import type { Process, ProcessType } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import type { Rows } from '../http/pagination';
import {
  insertProcess,
  listProcesses,
  newestProcessSince,
  siteAccountId,
  toProcess,
} from './repository';

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
  const { count, rows } = await listProcesses(db, filters, query);
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
  const following = await newestProcessSince(db, siteId, type, afterId);
  if (following) return following;
  const accountId = await siteAccountId(db, siteId);
  if (!accountId) return null;
  const created = await insertProcess(db, {
    accountId,
    siteId,
    type,
    progress: 1,
  });
  return created.id;
}
