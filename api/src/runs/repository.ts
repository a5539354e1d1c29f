import type { Queryable } from '../db/connection';
import { RUN_TABLES } from './run-tables';

/**
 * A run made on a site (a case or flow run): its status, what it ran (`parent`: the case or the
 * flow) and its site's address; null when it is gone.
 */
export async function siteRunOf(
  db: Queryable,
  type: 'caserun' | 'flowrun',
  parent: 'case_id' | 'flow_id',
  id: string,
) {
  const [run] = await db.query<{
    status: string;
    parent_id: string;
    site_id: string;
    site_url: string;
  }>(
    `SELECT r.status, r.${parent} AS parent_id, r.site_id, t.site_url FROM ${RUN_TABLES[type]} r
     JOIN sites t ON t.id = r.site_id WHERE r.id = $1`,
    [id],
  );
  return run ?? null;
}
