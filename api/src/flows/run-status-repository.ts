import type { Queryable } from '../db/connection';

/** Each stored flow run's status as a run: a cancelled run ended without passing. */
export function flowRunStatuses(db: Queryable, ids: string[]) {
  return db.query<{ id: string; status: 'working' | 'passed' | 'failed' }>(
    `SELECT id::text, CASE WHEN status = 'cancelled' THEN 'failed' ELSE status END AS status
     FROM flowruns WHERE id = ANY($1::uuid[])`,
    [ids],
  );
}

/** A flow run's status with its flow and site; null when it is gone. */
export async function flowRunWithSite(db: Queryable, id: string) {
  const [run] = await db.query<{
    status: string;
    flow_id: string;
    site_id: string;
    site_url: string;
  }>(
    `SELECT r.status, r.flow_id, r.site_id, t.site_url FROM flowruns r
     JOIN sites t ON t.id = r.site_id WHERE r.id = $1`,
    [id],
  );
  return run ?? null;
}

/** The flow nodes at work whose runs include this one (the partial index finds them). */
export function nodesWaitingOn(db: Queryable, run: { type: string; id: string }) {
  return db.query<{ flowrun_id: string; node_id: string }>(
    `SELECT flowrun_id::text, node_id FROM flowrun_nodes
     WHERE status = 'working' AND objects @> $1::jsonb`,
    [JSON.stringify([{ type: run.type, id: run.id }])],
  );
}
