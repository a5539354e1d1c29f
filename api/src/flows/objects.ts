import type { FlowNode, FlowRunObject } from '@vigil/contract';
import type { Db, Queryable } from '../db/connection';
import { joined } from '../db/joined';
import { raiseIssue } from '../issues/repository';
import type { JobSender } from '../jobs/define-job';
import { recordDelivery } from '../notify/repository';
import { runKindOf, type RunKind, type RunKinds } from '../runs/run-kind';
import { pagesOfRuns, sitePageIds } from './page-repository';
import type { FlowRunRow } from './run-repository';

/**
 * The pages a scan or test node works on: those of the scans and tests that came into it, or
 * (at the start, or after a node without pages) every page of the run's site.
 */
async function pagesFor(tx: Queryable, run: FlowRunRow, inputs: FlowRunObject[]) {
  const ids = (type: string) => inputs.filter((o) => o.type === type).map((o) => o.id);
  const runs = { scanIds: ids('scan'), testIds: ids('test') };
  if (runs.scanIds.length + runs.testIds.length > 0) return pagesOfRuns(tx, run.site_id, runs);
  return sitePageIds(tx, run.site_id);
}

const working = (type: FlowRunObject['type'], id: string): FlowRunObject => ({
  type,
  id,
  status: 'working',
});

type MakeDeps = { db: Db; queue: JobSender | undefined; kinds: RunKinds };

/** A run node's runs, made by its kind: on the pages that came in (a page kind) or the site. */
async function makeRuns(
  { db, queue }: MakeDeps,
  kind: RunKind,
  tx: Queryable,
  run: FlowRunRow,
  data: FlowNode['data'],
  inputs: FlowRunObject[],
) {
  const ids = await kind.make(joined(db, tx), queue, {
    accountId: run.account_id,
    siteId: run.site_id,
    pageIds: kind.unit === 'page' ? await pagesFor(tx, run, inputs) : [],
    settings: {
      threshold: 'threshold' in data ? data.threshold : undefined,
      caseId: 'case_id' in data ? data.case_id : undefined,
      updates: 'updates' in data ? data.updates : undefined,
    },
  });
  return ids.map((id) => working(kind.type, id));
}

type NodeData<T extends FlowNode['data']['task_type']> = Extract<
  FlowNode['data'],
  { task_type: T }
>;

/** An issue node's issue, raised or updated: one per flow node and site across runs. */
async function raiseNodeIssue(
  tx: Queryable,
  run: FlowRunRow,
  node: FlowNode,
  data: NodeData<'issue'>,
  inputs: FlowRunObject[],
): Promise<FlowRunObject> {
  const links = inputs.map((o) => `- ${o.type} ${o.id}: ${o.status}`).join('\n');
  const issue = await raiseIssue(tx, {
    accountId: run.account_id,
    // One issue per flow node and site: the next run updates it rather than adding one.
    fingerprint: `flow:${run.flow_id}:${node.id}:${run.site_id}`,
    title: data.title,
    details: `${data.details}\n\nRaised by the flow run ${run.id} on ${run.site_url}.${links ? `\n\n${links}` : ''}`,
    trigger: { type: 'site', id: run.site_id },
    affected: { type: 'site', id: run.site_id, str: run.site_url },
    labels: ['flow'],
  });
  return { type: 'issue', id: issue.id, status: 'passed' };
}

/**
 * A notification node's delivery, logged before it is sent (the one delivery log, notify/): its
 * id is what the receiver can deduplicate by, and its attempts are counted there as an alert's.
 */
async function recordNodeDelivery(
  tx: Queryable,
  run: FlowRunRow,
  node: FlowNode,
  data: NodeData<'email' | 'slack' | 'webhook'>,
  inputs: FlowRunObject[],
): Promise<FlowRunObject> {
  const id = await recordDelivery(tx, {
    accountId: run.account_id,
    flowrunId: run.id,
    nodeId: node.id,
    action: data.task_type,
    target: data.task_type === 'webhook' ? data.uri : data.task_type === 'email' ? data.email : '',
    // What it tells of (the objects themselves are the node's inputs, stored with the node).
    payload: { objects: inputs.length },
  });
  return working('delivery', id);
}

/**
 * Makes what the node does and queues their jobs, all in `tx`: a node whose task is a run type
 * through its run kind (engine/run-kinds.ts), the rest here.
 */
export async function makeObjects(
  deps: MakeDeps,
  tx: Queryable,
  run: FlowRunRow,
  node: FlowNode,
  inputs: FlowRunObject[],
): Promise<FlowRunObject[]> {
  const data = node.data;
  const kind = runKindOf(deps.kinds, data.task_type);
  if (kind) return makeRuns(deps, kind, tx, run, data, inputs);
  switch (data.task_type) {
    case 'issue':
      return [await raiseNodeIssue(tx, run, node, data, inputs)];
    case 'email':
    case 'slack':
    case 'webhook':
      return [await recordNodeDelivery(tx, run, node, data, inputs)];
    case 'wait':
      // A wait passes on what it received.
      return inputs;
    default:
      throw new Error(`no run kind is registered for a ${data.task_type} node`);
  }
}

/** The objects with their current status (runs move on by themselves; the rest stays). */
export async function refreshObjects(db: Queryable, kinds: RunKinds, objects: FlowRunObject[]) {
  const now = new Map<string, FlowRunObject['status']>();
  for (const type of new Set(objects.map((o) => o.type))) {
    const kind = runKindOf(kinds, type);
    const ids = objects.filter((o) => o.type === type).map((o) => o.id);
    if (kind) for (const [id, status] of await kind.statuses(db, ids)) now.set(id, status);
  }
  // A made run deleted meanwhile (retention, its site) counts as failed.
  return objects.map((o) =>
    runKindOf(kinds, o.type) ? { ...o, status: now.get(o.id) ?? ('failed' as const) } : o,
  );
}
