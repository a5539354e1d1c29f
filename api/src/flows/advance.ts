import type { FlowEdge, FlowNode, FlowRunObject } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import type { JobSender } from '../jobs/define-job';
import { runFlowNodeJob } from '../jobs/kinds';
import { evaluate } from '../runs/conditions';
import { runKindOf, type RunKinds } from '../runs/run-kind';
import { edgesFrom, edgesInto } from './graph';
import {
  addNodeInputs,
  nodeStatuses,
  queuePendingNode,
  runNodeStatuses,
  skipPendingNode,
} from './node-repository';
import { appendLog, type FlowRunRow } from './run-repository';
import { endFlowRun } from './run-status-repository';

/** What one edge carries on: whether it carries the run on at all, and the objects. */
export interface Routed {
  edge: FlowEdge;
  carries: boolean;
  objects: FlowRunObject[];
}

/**
 * Where a finished node's objects go. Without conditions every edge carries them all. With
 * conditions each object is checked by the alerts' typed evaluator on its figures (a scan's
 * health, a test's score, a case run's status; an object without figures is false): objects
 * that pass go down the `true` edges, the others down the `false` ones, and a branch that
 * receives none does not carry the run on.
 */
export async function route(
  { db, kinds }: { db: Queryable; kinds: RunKinds },
  run: FlowRunRow,
  node: FlowNode,
  objects: FlowRunObject[],
) {
  const edges = edgesFrom(run, node.id);
  const conditions = node.data.conditions ?? [];
  if (conditions.length === 0) return edges.map((edge) => ({ edge, carries: true, objects }));
  const verdicts = await Promise.all(
    objects.map(async (object) => {
      const kind = runKindOf(kinds, object.type);
      const facts = kind ? await kind.facts(db, object.id) : null;
      return evaluate(conditions, facts?.metrics ?? {});
    }),
  );
  const branch = (wanted: boolean) => objects.filter((_, index) => verdicts[index] === wanted);
  return edges.map((edge): Routed => {
    const sent = branch(edge.branch === 'true');
    return { edge, carries: sent.length > 0, objects: sent };
  });
}

const ENDED = ['passed', 'failed', 'skipped'];

/**
 * A pending node whose parents have all ended: queued with its job when an edge carried the run
 * into it, else skipped, and then its own children are looked at in turn.
 */
async function release(
  tx: Queryable,
  queue: JobSender | undefined,
  run: FlowRunRow,
  nodeId: string,
) {
  const parents = edgesInto(run, nodeId).map((edge) => edge.source);
  const states = await nodeStatuses(tx, run.id, [...parents, nodeId]);
  const self = states.find((state) => state.node_id === nodeId);
  if (self?.status !== 'pending') return;
  if (states.some((s) => s.node_id !== nodeId && !ENDED.includes(s.status))) return;
  const task = run.nodes.find((node) => node.id === nodeId)!.data.task_type;
  if (self.activated) {
    await queuePendingNode(tx, run.id, nodeId);
    await appendLog(tx, run.id, nodeId, `queued: ${task}`);
    if (queue) await runFlowNodeJob.send(queue, { flowrunId: run.id, nodeId }, tx);
    return;
  }
  await skipPendingNode(tx, run.id, nodeId);
  await appendLog(tx, run.id, nodeId, `skipped: ${task} (nothing came down its edges)`);
  for (const edge of edgesFrom(run, nodeId)) await release(tx, queue, run, edge.target);
}

/** Hands each edge's objects to its target, then queues or skips the targets now ready. */
export async function passOn(
  tx: Queryable,
  queue: JobSender | undefined,
  run: FlowRunRow,
  routed: Routed[],
) {
  for (const { edge, carries, objects } of routed) {
    if (!carries) continue;
    await addNodeInputs(tx, run.id, edge.target, objects);
  }
  for (const target of new Set(routed.map((r) => r.edge.target)))
    await release(tx, queue, run, target);
}

/**
 * Ends the run once no node is left to run: passed when no node failed, else failed. Answers
 * whether this call ended it.
 */
export async function finishIfDone(tx: Queryable, run: FlowRunRow): Promise<boolean> {
  const states = await runNodeStatuses(tx, run.id);
  if (states.some((state) => !ENDED.includes(state.status))) return false;
  const status = states.some((state) => state.status === 'failed') ? 'failed' : 'passed';
  if (!(await endFlowRun(tx, run.id, status))) return false;
  await appendLog(tx, run.id, null, `flowrun completed with status: ${status.toUpperCase()}`);
  return true;
}
