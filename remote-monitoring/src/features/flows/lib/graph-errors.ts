import { flowGraphErrorSchema, flowNodeDataSchema } from '@vigil/contract';
import { httpStatusOf } from '@vigil/shared';

/** What a refused save said, sorted by where the editor shows it. */
export interface SaveProblems {
  /** The banner's text: the server's reason (the limit named on a 426). */
  reason: string;
  /** Over a plan limit (426): the banner offers the upgrade. */
  overLimit: boolean;
  byNode: Record<string, string>;
  byEdge: Record<string, string>;
  /** Errors about the graph as a whole (no start node). */
  general: string[];
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/** Reads the API's 400 / 426 answer to a save (`reason`, `errors: [{node_id, edge_id, message}]`). */
export function saveProblemsOf(error: unknown): SaveProblems {
  const status = httpStatusOf(error);
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  const body = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const errors = flowGraphErrorSchema.array().safeParse(body.errors);
  const problems: SaveProblems = {
    reason:
      textOf(body.reason) ??
      textOf(body.detail) ??
      (status === null ? 'Could not reach Vigil; try again.' : 'Could not save the flow.'),
    overLimit: status === 426,
    byNode: {},
    byEdge: {},
    general: [],
  };
  for (const item of errors.success ? errors.data : []) {
    if (item.node_id) problems.byNode[item.node_id] = item.message;
    else if (item.edge_id) problems.byEdge[item.edge_id] = item.message;
    else problems.general.push(item.message);
  }
  return problems;
}

/**
 * The same problems found before sending: each node's settings parsed with the contract, so a
 * missing URL is named on its node without a round trip.
 */
export function localProblems(nodes: { id: string; data: unknown }[]): Record<string, string> {
  const byNode: Record<string, string> = {};
  for (const node of nodes) {
    const parsed = flowNodeDataSchema.safeParse(node.data);
    const issue = parsed.error?.issues[0];
    if (!issue) continue;
    const field = issue.path.join('.');
    // The contract's messages mostly name their field ("uri must be…"); the rest get it in front.
    byNode[node.id] =
      field && !issue.message.startsWith(field) ? `${field}: ${issue.message}` : issue.message;
  }
  return byNode;
}
