import type { FlowRun, FlowRunCreateBody, PageQuery } from '@vigil/contract';
import { flowCreateBodySchema } from '@vigil/contract';
import { assertWithinLimit } from '../billing/limits';
import { addUsage } from '../billing/repository';
import type { Db, Queryable } from '../db/connection';
import { badRequest, notFound, orNotFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import type { JobSender } from '../jobs/define-job';
import { runFlowNodeJob } from '../jobs/kinds';
import { findSite } from '../sites/repository';
import { lockAccount } from '../teams/repository';
import { startNodes } from './graph';
import { findFlow, type FlowRow } from './repository';
import * as runs from './run-repository';
import { cancelFlowRun } from './run-status-repository';
import { assertRunnableGraph } from './service';

export type FlowRunService = ReturnType<typeof createFlowRunService>;

/**
 * The flow's graph as a run copies it. Saved graphs were checked, but one saved before a change
 * of the node schemas may not parse (400: save it again); an empty one has nothing to run.
 */
function runnableGraph(flow: FlowRow) {
  const parsed = flowCreateBodySchema.safeParse({ nodes: flow.nodes, edges: flow.edges });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badRequest(
      `the flow must be saved again: ${issue.path.join('.')} ${issue.message}`,
      'flow_id',
    );
  }
  const graph = parsed.data;
  if (graph.nodes.length === 0) throw badRequest('the flow has no nodes to run', 'flow_id');
  assertRunnableGraph(graph);
  return graph;
}

/**
 * Starts a run of the team's flow on the team's site (else 404), in one transaction: counted in
 * the month's flowruns usage (426 `max flowruns reached` past the plan), the graph copied, the
 * start node queued with its job. A flow that cannot run (empty, or saved before a check
 * existed) answers 400.
 */
export async function startFlowRun(
  db: Db,
  queue: JobSender | undefined,
  accountId: string,
  body: FlowRunCreateBody,
): Promise<string> {
  const flow = await findFlow(db, body.flow_id, accountId);
  if (!flow) throw notFound();
  const site = await findSite(db, accountId, body.site_id);
  if (!site) throw notFound();
  const graph = runnableGraph(flow);
  const start = startNodes(graph)[0]!;
  return db.transaction(async (tx: Queryable) => {
    const account = await lockAccount(tx, accountId);
    assertWithinLimit(account, 'flowrun');
    await addUsage(tx, accountId, 'usage_flowruns', 1);
    const id = await runs.insertFlowRun(
      tx,
      {
        accountId,
        flowId: flow.id,
        siteId: body.site_id,
        title: flow.title,
        startNodeId: start.id,
      },
      graph,
    );
    await runs.appendLog(tx, id, null, `flowrun started on ${site.site_url}`);
    await runs.appendLog(tx, id, start.id, `queued: ${start.data.task_type}`);
    if (queue) await runFlowNodeJob.send(queue, { flowrunId: id, nodeId: start.id }, tx);
    return id;
  });
}

/** Cancels the run if it is still working, with a line in its log. */
async function cancelRun(db: Db, id: string) {
  await db.transaction(async (tx) => {
    if (!(await cancelFlowRun(tx, id))) return;
    await runs.appendLog(tx, id, null, 'flowrun cancelled: its pending nodes will not run');
  });
}

export function createFlowRunService(db: Db, queue?: JobSender) {
  const owned = async (accountId: string, id: string) =>
    orNotFound(await runs.findFlowRun(db, id, accountId));

  return {
    /**
     * `viewerIsAdmin`: whether the answer shows webhook nodes in full (toFlowRun); masked unless
     * said, as a caller that only wants the run's id (a test world) need not say.
     */
    async create(
      accountId: string,
      body: FlowRunCreateBody,
      viewerIsAdmin = false,
    ): Promise<FlowRun> {
      const id = await startFlowRun(db, queue, accountId, body);
      return runs.toFlowRun(db, (await runs.findFlowRun(db, id))!, viewerIsAdmin);
    },

    async get(accountId: string, id: string, viewerIsAdmin: boolean): Promise<FlowRun> {
      return runs.toFlowRun(db, await owned(accountId, id), viewerIsAdmin);
    },

    async list(
      accountId: string,
      query: PageQuery & { flow_id?: string | undefined; site_id?: string | undefined },
      viewerIsAdmin: boolean,
    ): Promise<Rows<FlowRun>> {
      if (query.flow_id && !(await findFlow(db, query.flow_id, accountId))) throw notFound();
      if (query.site_id && !(await findSite(db, accountId, query.site_id))) throw notFound();
      const { count, rows } = await runs.listFlowRuns(
        db,
        { accountId, flowId: query.flow_id, siteId: query.site_id },
        query.limit,
        query.offset,
      );
      return {
        count,
        rows: await Promise.all(rows.map((row) => runs.toFlowRun(db, row, viewerIsAdmin))),
      };
    },

    /**
     * Cancels a working run: its pending and queued nodes are skipped (their jobs then find the
     * run ended and do nothing), a node at work ends failed "cancelled". A finished run answers
     * as it is.
     */
    async cancel(accountId: string, id: string, viewerIsAdmin: boolean): Promise<FlowRun> {
      const row = await owned(accountId, id);
      await cancelRun(db, row.id);
      return runs.toFlowRun(db, (await runs.findFlowRun(db, row.id))!, viewerIsAdmin);
    },
  };
}
