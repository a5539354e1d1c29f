import type { Monitor } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import type { MonitorRow } from './repository';

/** What narrows GET /v1/ops/monitor: the state as read, a site, text within the name or URL. */
export interface MonitorFilter {
  state?: Monitor['state'] | undefined;
  siteId?: string | undefined;
  q?: string | undefined;
}

/**
 * A page of the team's monitors, newest first. A paused monitor keeps its last checked state in
 * `state`, so paused is tested first and the other states only among monitors not paused. `q`
 * uses strpos on lower-cased text, so that %, _ and \ in it match themselves.
 */
export async function listMonitors(
  db: Queryable,
  accountId: string,
  filter: MonitorFilter,
  page: { limit: number; offset: number },
) {
  const params: unknown[] = [accountId];
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = ['account_id = $1'];
  if (filter.state === 'paused') where.push('paused');
  else if (filter.state) where.push(`NOT paused AND state = ${param(filter.state)}`);
  if (filter.siteId) where.push(`site_id = ${param(filter.siteId)}`);
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const text = param(q);
    where.push(`(strpos(lower(name), ${text}) > 0 OR strpos(lower(url), ${text}) > 0)`);
  }
  const from = `FROM monitors WHERE ${where.join(' AND ')}`;
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count ${from}`,
    params,
  );
  const rows = await db.query<MonitorRow>(
    `SELECT * ${from} ORDER BY time_created DESC, id DESC
     LIMIT ${param(page.limit)} OFFSET ${param(page.offset)}`,
    params,
  );
  return { count, rows };
}
