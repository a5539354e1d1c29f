import type {
  FlowEdge,
  FlowNode,
  FlowRun,
  FlowRunNodeStatus,
  FlowRunObject,
  FlowRunStatus,
} from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { maskedNodes } from './webhook-nodes';

export interface FlowRunRow {
  id: string;
  account_id: string;
  flow_id: string;
  site_id: string;
  site_url: string;
  title: string;
  status: FlowRunStatus;
  nodes: FlowNode[];
  edges: FlowEdge[];
  time_created: Date;
  time_completed: Date | null;
}

/** A node's state; `pending` (its parents have not ended) reads as queued to callers. */
export interface NodeStateRow {
  flowrun_id: string;
  node_id: string;
  status: FlowRunNodeStatus | 'pending';
  inputs: FlowRunObject[];
  activated: boolean;
  objects: FlowRunObject[];
  error: string | null;
  time_started: Date | null;
  time_completed: Date | null;
}

const SELECT = `SELECT r.id, r.account_id, r.flow_id, r.site_id, s.site_url, r.title, r.status,
  r.nodes, r.edges, r.time_created, r.time_completed
  FROM flowruns r JOIN sites s ON s.id = r.site_id`;

export async function findFlowRun(db: Queryable, id: string, accountId?: string) {
  const rows = await db.query<FlowRunRow>(
    `${SELECT} WHERE r.id = $1 AND ($2::uuid IS NULL OR r.account_id = $2)`,
    [id, accountId ?? null],
  );
  return rows[0] ?? null;
}

export async function nodeStates(db: Queryable, flowrunId: string) {
  return db.query<NodeStateRow>('SELECT * FROM flowrun_nodes WHERE flowrun_id = $1', [flowrunId]);
}

export async function nodeState(db: Queryable, flowrunId: string, nodeId: string) {
  const rows = await db.query<NodeStateRow>(
    'SELECT * FROM flowrun_nodes WHERE flowrun_id = $1 AND node_id = $2',
    [flowrunId, nodeId],
  );
  return rows[0] ?? null;
}

export function appendLog(db: Queryable, flowrunId: string, step: string | null, message: string) {
  return db.query('INSERT INTO flowrun_logs (flowrun_id, step, message) VALUES ($1, $2, $3)', [
    flowrunId,
    step,
    message.slice(0, 2000),
  ]);
}

/**
 * The run with every node's state (in the graph's order) and its log, oldest line first; its
 * copy of the graph masked as the flow is for a non-admin.
 */
export async function toFlowRun(
  db: Queryable,
  row: FlowRunRow,
  viewerIsAdmin: boolean,
): Promise<FlowRun> {
  const [states, logs] = await Promise.all([
    nodeStates(db, row.id),
    db.query<{ timestamp: Date; step: string | null; message: string }>(
      'SELECT timestamp, step, message FROM flowrun_logs WHERE flowrun_id = $1 ORDER BY id',
      [row.id],
    ),
  ]);
  const byNode = new Map(states.map((state) => [state.node_id, state]));
  return {
    id: row.id,
    flow_id: row.flow_id,
    site_id: row.site_id,
    site_url: row.site_url,
    title: row.title,
    status: row.status,
    nodes: viewerIsAdmin ? row.nodes : maskedNodes(row.nodes),
    edges: row.edges,
    states: row.nodes.map((node) => {
      const state = byNode.get(node.id);
      return {
        node_id: node.id,
        status: !state || state.status === 'pending' ? 'queued' : state.status,
        objects: state?.objects ?? [],
        error: state?.error ?? null,
        time_started: state?.time_started?.toISOString() ?? null,
        time_completed: state?.time_completed?.toISOString() ?? null,
      };
    }),
    logs: logs.map((log) => ({
      timestamp: log.timestamp.toISOString(),
      step: log.step,
      message: log.message,
    })),
    time_created: row.time_created.toISOString(),
    time_completed: row.time_completed?.toISOString() ?? null,
  };
}

/** Newest first, narrowed by flow and/or site. */
export async function listFlowRuns(
  db: Queryable,
  filter: { accountId: string; flowId?: string | undefined; siteId?: string | undefined },
  limit: number,
  offset: number,
) {
  const where = `r.account_id = $1 AND ($2::uuid IS NULL OR r.flow_id = $2)
    AND ($3::uuid IS NULL OR r.site_id = $3)`;
  const params = [filter.accountId, filter.flowId ?? null, filter.siteId ?? null];
  const [counted, rows] = await Promise.all([
    db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM flowruns r WHERE ${where}`,
      params,
    ),
    db.query<FlowRunRow>(
      `${SELECT} WHERE ${where} ORDER BY r.time_created DESC, r.id DESC LIMIT $4 OFFSET $5`,
      [...params, limit, offset],
    ),
  ]);
  return { count: counted[0]?.count ?? 0, rows };
}

/** A run and a state row per node: the start node queued (and activated), the others pending. */
export async function insertFlowRun(
  db: Queryable,
  run: { accountId: string; flowId: string; siteId: string; title: string; startNodeId: string },
  graph: { nodes: FlowNode[]; edges: FlowEdge[] },
) {
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO flowruns (account_id, flow_id, site_id, title, nodes, edges)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      run.accountId,
      run.flowId,
      run.siteId,
      run.title,
      JSON.stringify(graph.nodes),
      JSON.stringify(graph.edges),
    ],
  );
  await db.query(
    `INSERT INTO flowrun_nodes (flowrun_id, node_id, status, activated)
     SELECT $1, id, CASE WHEN id = $2 THEN 'queued' ELSE 'pending' END, id = $2
     FROM unnest($3::text[]) AS id`,
    [row!.id, run.startNodeId, graph.nodes.map((node) => node.id)],
  );
  await db.query('UPDATE flows SET time_last_run = now() WHERE id = $1', [run.flowId]);
  return row!.id;
}
