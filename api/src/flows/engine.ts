import type { FlowNode, FlowRunObject, RunType } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { HttpError } from '../http/errors';
import type { JobSender } from '../jobs/define-job';
import { runFlowNodeJob } from '../jobs/kinds';
import type { RunKinds } from '../runs/run-kind';
import { finishIfDone, passOn, route } from './advance';
import { failDelivery } from '../notify/repository';
import { deliverNotification, type NotifyDeps } from './notify';
import { endActiveNode, setNodeObjects, startQueuedNode } from './node-repository';
import { makeObjects, refreshObjects } from './objects';
import { appendLog, findFlowRun, nodeState, type FlowRunRow } from './run-repository';
import { lockFlowRunStatus } from './run-status-repository';

export interface FlowEngineDeps extends NotifyDeps {
  queue: JobSender | undefined;
  /**
   * How often a node waiting on its scans, tests or case runs looks again (no worker held): a
   * safety net, as each run's end wakes the nodes waiting on it (flows/wake.ts).
   */
  pollSeconds: number;
  /** The kinds of run a node makes and reads the status and figures of. */
  kinds: RunKinds;
  /** Told when a flow run ends (engine/pipeline.ts: its schedule's alert is evaluated). */
  runFinished(run: { type: RunType; id: string }): Promise<void>;
}

type Job = { flowrunId: string; nodeId: string; wake?: boolean | undefined };
const NOTIFY = ['email', 'slack', 'webhook'];

const tally = (objects: FlowRunObject[]) => {
  const count = (status: string) => objects.filter((o) => o.status === status).length;
  return `${objects.length} object(s): ${count('passed')} passed, ${count('failed')} failed`;
};

/**
 * Ends a queued or working node once (a guarded UPDATE under the run's row lock, so two jobs of
 * one node, or two parents ending together, never both pass it on), logs it with its figures,
 * hands its objects down its edges and ends the run when nothing is left.
 */
export async function endNode(
  deps: FlowEngineDeps,
  run: FlowRunRow,
  node: FlowNode,
  outcome: { objects: FlowRunObject[]; error: string | null },
) {
  const failed = outcome.error !== null || outcome.objects.some((o) => o.status === 'failed');
  const routed = await route(deps, run, node, outcome.objects);
  const runEnded = await deps.db.transaction(async (tx: Queryable) => {
    if ((await lockFlowRunStatus(tx, run.id)) !== 'working') return false;
    const status = failed ? ('failed' as const) : ('passed' as const);
    if (!(await endActiveNode(tx, run.id, node.id, { ...outcome, status }))) return false;
    const branches = node.data.conditions?.length
      ? `; ${routed.map((r) => `${r.edge.branch} → ${r.edge.target}: ${r.objects.length}`).join(', ')}`
      : '';
    const why = outcome.error ? ` (${outcome.error})` : '';
    await appendLog(
      tx,
      run.id,
      node.id,
      `${failed ? 'failed' : 'passed'}: ${tally(outcome.objects)}${branches}${why}`,
    );
    await passOn(tx, deps.queue, run, routed);
    return finishIfDone(tx, run);
  });
  // A scheduled run's alert is evaluated on it (flowrun_status), as on a scan or a test.
  if (runEnded) await deps.runFinished({ type: 'flowrun', id: run.id });
}

/** Makes the node's objects and moves it to working, in one transaction (once: guarded). */
async function startNode(deps: FlowEngineDeps, run: FlowRunRow, node: FlowNode) {
  await deps.db.transaction(async (tx) => {
    const inputs = await startQueuedNode(tx, run.id, node.id);
    if (!inputs) return;
    const objects = await makeObjects(deps, tx, run, node, inputs);
    await setNodeObjects(tx, run.id, node.id, objects);
    await appendLog(
      tx,
      run.id,
      node.id,
      `started: ${node.data.task_type}, ${objects.length} object(s)`,
    );
  });
}

/** The node's next look, later; a woken job only looks (the node's own poll goes on). */
const again = (deps: FlowEngineDeps, job: Job, seconds: number) =>
  deps.queue && !job.wake
    ? runFlowNodeJob.send(
        deps.queue,
        { flowrunId: job.flowrunId, nodeId: job.nodeId },
        undefined,
        0,
        seconds,
      )
    : null;

/**
 * The flow.node job. A queued node makes its objects; a working node looks at them: while any
 * is working (or a wait has not elapsed) the job queues itself again for later and ends, so no
 * worker waits; once they have ended the node ends and its children are queued. A retried job
 * finds the node where the last one left it, so nothing is made or sent on twice.
 */
export async function runNode(deps: FlowEngineDeps, job: Job) {
  const run = await findFlowRun(deps.db, job.flowrunId);
  const node = run?.nodes.find((candidate) => candidate.id === job.nodeId);
  if (!run || !node || run.status !== 'working') return;
  if ((await nodeState(deps.db, run.id, node.id))?.status === 'queued') {
    try {
      await startNode(deps, run, node);
    } catch (error) {
      // A refusal (the plan's limit, a case deleted since): the node fails with the reason.
      if (!(error instanceof HttpError)) throw error;
      return endNode(deps, run, node, { objects: [], error: error.message });
    }
  }
  const state = await nodeState(deps.db, run.id, node.id);
  if (state?.status !== 'working') return;
  const data = node.data;
  if (data.task_type === 'wait') {
    const left = state.time_started!.getTime() + data.seconds * 1000 - Date.now();
    if (left > 0) return void (await again(deps, job, left / 1000));
    return endNode(deps, run, node, { objects: state.objects, error: null });
  }
  if (NOTIFY.includes(data.task_type)) {
    // A failure a retry may fix is thrown: the queue retries, its final failure is failNode's.
    const delivery = state.objects[0]!;
    const sent = await deliverNotification(deps, run, node, state.inputs, delivery.id);
    const status = sent.status === 'sent' ? ('passed' as const) : ('failed' as const);
    const error = sent.status === 'failed' ? sent.error : null;
    return endNode(deps, run, node, { objects: [{ ...delivery, status }], error });
  }
  const objects = await refreshObjects(deps.db, deps.kinds, state.objects);
  if (objects.some((o) => o.status === 'working'))
    return void (await again(deps, job, deps.pollSeconds));
  return endNode(deps, run, node, { objects, error: null });
}

/** The job failed for good (its last retry, or its worker died): the node fails, never working. */
export async function failNode(deps: FlowEngineDeps, job: Job, error: string) {
  const run = await findFlowRun(deps.db, job.flowrunId);
  const node = run?.nodes.find((candidate) => candidate.id === job.nodeId);
  if (!run || !node) return;
  const state = await nodeState(deps.db, run.id, node.id);
  const objects = (state?.objects ?? []).map((o) =>
    o.status === 'working' ? { ...o, status: 'failed' as const } : o,
  );
  // A delivery still pending ends failed in the log too, once (its attempts were counted).
  for (const o of state?.objects ?? [])
    if (o.type === 'delivery' && o.status === 'working') await failDelivery(deps.db, o.id, error);
  await endNode(deps, run, node, { objects, error: error.slice(0, 2000) });
}
