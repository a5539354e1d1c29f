import type { Queryable } from '../db/connection';

/** Each stored flow run's status as a run: a cancelled run ended without passing. */
export function flowRunStatuses(db: Queryable, ids: string[]) {
  return db.query<{ id: string; status: 'working' | 'passed' | 'failed' }>(
    `SELECT id::text, CASE WHEN status = 'cancelled' THEN 'failed' ELSE status END AS status
     FROM flowruns WHERE id = ANY($1::uuid[])`,
    [ids],
  );
}

/** The flow nodes at work whose runs include this one (the partial index finds them). */
export function nodesWaitingOn(db: Queryable, run: { type: string; id: string }) {
  return db.query<{ flowrun_id: string; node_id: string }>(
    `SELECT flowrun_id::text, node_id FROM flowrun_nodes
     WHERE status = 'working' AND objects @> $1::jsonb`,
    [JSON.stringify([{ type: run.type, id: run.id }])],
  );
}

/** Locks the run's row until the transaction ends; its status, or null when it is gone. */
export async function lockFlowRunStatus(tx: Queryable, id: string) {
  const [locked] = await tx.query<{ status: string }>(
    'SELECT status FROM flowruns WHERE id = $1 FOR UPDATE',
    [id],
  );
  return locked?.status ?? null;
}

/** Ends a working run with its status; whether this call ended it. */
export async function endFlowRun(tx: Queryable, id: string, status: 'passed' | 'failed') {
  const ended = await tx.query(
    `UPDATE flowruns SET status = $2, time_completed = now() WHERE id = $1 AND status = 'working'
     RETURNING id`,
    [id, status],
  );
  return ended.length > 0;
}

/**
 * Cancels a working run: its pending and queued nodes are skipped, a node at work fails
 * "cancelled". Whether this call cancelled it (a run already ended is left as it is).
 */
export async function cancelFlowRun(tx: Queryable, id: string) {
  const cancelled = await tx.query(
    `UPDATE flowruns SET status = 'cancelled', time_completed = now()
     WHERE id = $1 AND status = 'working' RETURNING id`,
    [id],
  );
  if (cancelled.length === 0) return false;
  await tx.query(
    `UPDATE flowrun_nodes SET time_completed = now(),
       status = CASE WHEN status = 'working' THEN 'failed' ELSE 'skipped' END,
       error = CASE WHEN status = 'working' THEN 'cancelled' ELSE error END
     WHERE flowrun_id = $1 AND status IN ('pending', 'queued', 'working')`,
    [id],
  );
  return true;
}
