import { type BranchEdge, edgeId, type TaskNode } from './canvas';
import { isConditional } from './task-types';

/**
 * The edge from `source` to `target`: from a node with conditions, the first edge takes the true
 * branch and a second the false one; from a plain node, no branch.
 */
export function newEdge(
  source: string,
  target: string,
  nodes: readonly TaskNode[],
  edges: readonly BranchEdge[],
): BranchEdge {
  const from = nodes.find((node) => node.id === source);
  const takenTrue = edges.some(
    (edge) => edge.source === source && (edge.data?.branch ?? 'true') === 'true',
  );
  const branch = from && isConditional(from.data.task) && takenTrue ? ('false' as const) : null;
  return { id: edgeId(source, target), source, target, data: { branch } };
}
