import type { Flow, FlowCreateBody, FlowUpdateBody, PageQuery } from '@vigil/contract';
import { flowCreateBodySchema } from '@vigil/contract';
import { assertWithinLimit } from '../billing/limits';
import type { Db, Queryable } from '../db/connection';
import { HttpError, orNotFound } from '../http/errors';
import type { Rows } from '../http/pagination';
import { caseIsTeams } from '../cases/repository';
import { findAccount } from '../teams/repository';
import { conditionCount, graphErrors, type FlowGraph } from './graph';
import * as flows from './repository';
import { keepStoredWebhooks } from './webhook-nodes';

export type FlowService = ReturnType<typeof createFlowService>;

/**
 * A graph that cannot run answers 400 naming the first node or edge at fault, with every error
 * in `errors` ({node_id, edge_id, message}) so the editor can show each on its node or edge.
 */
export function assertRunnableGraph(graph: FlowGraph) {
  const errors = graphErrors(graph);
  if (errors.length === 0) return;
  const first = errors[0]!;
  const field = first.node_id !== null ? 'nodes' : 'edges';
  throw new HttpError(400, first.message, { [field]: [first.message] }, { errors });
}

/** The plan's nodes_allowed and conditions_allowed, per flow: 426 naming the limit (0 = none). */
export async function assertGraphWithinPlan(db: Queryable, accountId: string, graph: FlowGraph) {
  const account = (await findAccount(db, accountId))!;
  if (graph.nodes.length > 0) assertWithinLimit(account, 'node', graph.nodes.length - 1);
  const conditions = conditionCount(graph);
  if (conditions > 0) assertWithinLimit(account, 'condition', conditions - 1);
}

/** A case run node must name one of the team's cases (400 on that node otherwise). */
async function assertOwnCases(db: Queryable, accountId: string, graph: FlowGraph) {
  for (const [index, node] of graph.nodes.entries()) {
    if (node.data.task_type !== 'caserun') continue;
    if (await caseIsTeams(db, accountId, node.data.case_id)) continue;
    const message = `node ${node.id}: case_id is not one of your team's cases`;
    const errors = [{ node_id: node.id, edge_id: null, message }];
    throw new HttpError(400, message, { [`nodes.${index}.data.case_id`]: [message] }, { errors });
  }
}

/** What a saved graph must be, on create and update alike: runnable, in the plan, own cases. */
async function assertSavable(db: Queryable, accountId: string, graph: FlowGraph) {
  assertRunnableGraph(graph);
  await assertGraphWithinPlan(db, accountId, graph);
  await assertOwnCases(db, accountId, graph);
}

export function createFlowService(db: Db) {
  const owned = async (accountId: string, id: string) =>
    orNotFound(await flows.findFlow(db, id, accountId));

  return {
    /**
     * Saves a new flow after checking its graph and the plan's node and condition limits; only
     * an admin's may hold a webhook node (alerts/webhook-mask.ts).
     */
    async create(accountId: string, body: FlowCreateBody, viewerIsAdmin: boolean): Promise<Flow> {
      const flow = flowCreateBodySchema.parse(body);
      if (!viewerIsAdmin) keepStoredWebhooks(flow.nodes, []);
      await assertSavable(db, accountId, flow);
      const id = await flows.insertFlow(db, accountId, flow);
      return flows.toFlow((await flows.findFlow(db, id))!, viewerIsAdmin);
    },

    async get(accountId: string, id: string, viewerIsAdmin: boolean): Promise<Flow> {
      return flows.toFlow(await owned(accountId, id), viewerIsAdmin);
    },

    async list(accountId: string, query: PageQuery, viewerIsAdmin: boolean): Promise<Rows<Flow>> {
      const { count, rows } = await flows.listFlows(db, accountId, query.limit, query.offset);
      return { count, rows: rows.map((row) => flows.toFlow(row, viewerIsAdmin)) };
    },

    /**
     * Saved as a whole: the merged graph is checked again (runs keep their own copy). A
     * non-admin's webhook nodes keep their stored URL and headers (they read them masked).
     */
    async update(
      accountId: string,
      id: string,
      body: FlowUpdateBody,
      viewerIsAdmin: boolean,
    ): Promise<Flow> {
      const current = await owned(accountId, id);
      const parsed = flowCreateBodySchema.parse({
        title: body.title ?? current.title,
        nodes: body.nodes ?? current.nodes,
        edges: body.edges ?? current.edges,
      });
      if (!viewerIsAdmin) parsed.nodes = keepStoredWebhooks(parsed.nodes, current.nodes);
      await assertSavable(db, accountId, parsed);
      await flows.updateFlow(db, id, parsed);
      return flows.toFlow((await flows.findFlow(db, id))!, viewerIsAdmin);
    },

    async remove(accountId: string, id: string) {
      await owned(accountId, id);
      await flows.deleteFlow(db, id, accountId);
      return { success: true as const };
    },
  };
}
