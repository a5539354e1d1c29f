import type { Flow, FlowEdge, FlowNode, FlowRunStatus } from '@vigil/contract';
import type { Queryable } from '../db/connection';
import { maskedNodes } from './webhook-nodes';

export interface FlowRow {
  id: string;
  account_id: string;
  title: string;
  nodes: FlowNode[];
  edges: FlowEdge[];
  /** Signs the flow's webhooks (X-Vigil-Signature); shown to its admins as `webhook_secret`. */
  secret: string;
  time_created: Date;
  time_last_run: Date | null;
  last_run_id: string | null;
  last_run_status: FlowRunStatus | null;
  last_run_created: Date | null;
}

// The newest run rides along for the list's "last run" column (one index probe per flow).
const SELECT = `SELECT f.id, f.account_id, f.title, f.nodes, f.edges, f.secret, f.time_created,
    f.time_last_run, r.id AS last_run_id, r.status AS last_run_status,
    r.time_created AS last_run_created
  FROM flows f LEFT JOIN LATERAL (
    SELECT id, status, time_created FROM flowruns WHERE flow_id = f.id
    ORDER BY time_created DESC, id DESC LIMIT 1) r ON true`;

/** The flow as its reader may see it: webhook URLs, headers and the secret are the admins'. */
export function toFlow(row: FlowRow, viewerIsAdmin: boolean): Flow {
  return {
    id: row.id,
    title: row.title,
    nodes: viewerIsAdmin ? row.nodes : maskedNodes(row.nodes),
    edges: row.edges,
    ...(viewerIsAdmin ? { webhook_secret: row.secret } : {}),
    time_created: row.time_created.toISOString(),
    time_last_run: row.time_last_run?.toISOString() ?? null,
    last_run:
      row.last_run_id && row.last_run_status && row.last_run_created
        ? {
            id: row.last_run_id,
            status: row.last_run_status,
            time_created: row.last_run_created.toISOString(),
          }
        : null,
  };
}

export async function findFlow(db: Queryable, id: string, accountId?: string) {
  const rows = await db.query<FlowRow>(
    `${SELECT} WHERE f.id = $1 AND ($2::uuid IS NULL OR f.account_id = $2)`,
    [id, accountId ?? null],
  );
  return rows[0] ?? null;
}

export async function listFlows(db: Queryable, accountId: string, limit: number, offset: number) {
  const [counted, rows] = await Promise.all([
    db.query<{ count: number }>('SELECT count(*)::int AS count FROM flows WHERE account_id = $1', [
      accountId,
    ]),
    db.query<FlowRow>(
      `${SELECT} WHERE f.account_id = $1 ORDER BY f.time_created DESC, f.id DESC
       LIMIT $2 OFFSET $3`,
      [accountId, limit, offset],
    ),
  ]);
  return { count: counted[0]?.count ?? 0, rows };
}

export async function insertFlow(
  db: Queryable,
  accountId: string,
  flow: { title: string; nodes: FlowNode[]; edges: FlowEdge[] },
) {
  const [row] = await db.query<{ id: string }>(
    'INSERT INTO flows (account_id, title, nodes, edges) VALUES ($1, $2, $3, $4) RETURNING id',
    [accountId, flow.title, JSON.stringify(flow.nodes), JSON.stringify(flow.edges)],
  );
  return row!.id;
}

export async function updateFlow(
  db: Queryable,
  id: string,
  flow: { title: string; nodes: FlowNode[]; edges: FlowEdge[] },
) {
  await db.query('UPDATE flows SET title = $2, nodes = $3, edges = $4 WHERE id = $1', [
    id,
    flow.title,
    JSON.stringify(flow.nodes),
    JSON.stringify(flow.edges),
  ]);
}

export async function deleteFlow(db: Queryable, id: string, accountId: string) {
  await db.query('DELETE FROM flows WHERE id = $1 AND account_id = $2', [id, accountId]);
}

/** The secret a flow's webhooks are signed with; null when the flow is gone. */
export async function flowSecret(db: Queryable, id: string) {
  const [flow] = await db.query<{ secret: string }>('SELECT secret FROM flows WHERE id = $1', [id]);
  return flow?.secret ?? null;
}
