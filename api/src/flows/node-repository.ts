import type { FlowRunObject } from '@vigil/contract';
import type { Queryable } from '../db/connection';

/**
 * A flow run's node states as the engine moves them on. Every change is guarded by the status it
 * leaves, so a second job of one node (or two parents ending together) finds nothing to change.
 */

/** The status of some of a run's nodes, and whether an edge carried the run into each. */
export function nodeStatuses(tx: Queryable, flowrunId: string, nodeIds: string[]) {
  return tx.query<{ node_id: string; status: string; activated: boolean }>(
    `SELECT node_id, status, activated FROM flowrun_nodes
     WHERE flowrun_id = $1 AND node_id = ANY($2::text[])`,
    [flowrunId, nodeIds],
  );
}

/** The status of every node of a run. */
export function runNodeStatuses(tx: Queryable, flowrunId: string) {
  return tx.query<{ status: string }>('SELECT status FROM flowrun_nodes WHERE flowrun_id = $1', [
    flowrunId,
  ]);
}

/** A pending node an edge carried the run into: queued for its job. */
export async function queuePendingNode(tx: Queryable, flowrunId: string, nodeId: string) {
  await tx.query(
    `UPDATE flowrun_nodes SET status = 'queued' WHERE flowrun_id = $1 AND node_id = $2
     AND status = 'pending'`,
    [flowrunId, nodeId],
  );
}

/** A pending node nothing came into: skipped, ended now. */
export async function skipPendingNode(tx: Queryable, flowrunId: string, nodeId: string) {
  await tx.query(
    `UPDATE flowrun_nodes SET status = 'skipped', time_completed = now()
     WHERE flowrun_id = $1 AND node_id = $2 AND status = 'pending'`,
    [flowrunId, nodeId],
  );
}

/** Objects an edge carries into a pending node, which then runs when its parents have ended. */
export async function addNodeInputs(
  tx: Queryable,
  flowrunId: string,
  nodeId: string,
  objects: FlowRunObject[],
) {
  await tx.query(
    `UPDATE flowrun_nodes SET inputs = inputs || $3::jsonb, activated = true
     WHERE flowrun_id = $1 AND node_id = $2 AND status = 'pending'`,
    [flowrunId, nodeId, JSON.stringify(objects)],
  );
}

/** A queued node moves to working; its inputs, or null when it was not queued (any more). */
export async function startQueuedNode(tx: Queryable, flowrunId: string, nodeId: string) {
  const [state] = await tx.query<{ inputs: FlowRunObject[] }>(
    `UPDATE flowrun_nodes SET status = 'working', time_started = now()
     WHERE flowrun_id = $1 AND node_id = $2 AND status = 'queued' RETURNING inputs`,
    [flowrunId, nodeId],
  );
  return state?.inputs ?? null;
}

/** The objects a node made, which it then watches. */
export async function setNodeObjects(
  tx: Queryable,
  flowrunId: string,
  nodeId: string,
  objects: FlowRunObject[],
) {
  await tx.query('UPDATE flowrun_nodes SET objects = $3 WHERE flowrun_id = $1 AND node_id = $2', [
    flowrunId,
    nodeId,
    JSON.stringify(objects),
  ]);
}

/** Ends a queued or working node; whether this call ended it. */
export async function endActiveNode(
  tx: Queryable,
  flowrunId: string,
  nodeId: string,
  outcome: { status: 'passed' | 'failed'; error: string | null; objects: FlowRunObject[] },
) {
  const ended = await tx.query(
    `UPDATE flowrun_nodes SET status = $3, error = $4, objects = $5, time_completed = now(),
       time_started = coalesce(time_started, now())
     WHERE flowrun_id = $1 AND node_id = $2 AND status IN ('queued', 'working') RETURNING node_id`,
    [flowrunId, nodeId, outcome.status, outcome.error, JSON.stringify(outcome.objects)],
  );
  return ended.length > 0;
}
