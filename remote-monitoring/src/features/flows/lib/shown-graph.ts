import type { FlowEdge } from '@vigil/contract';
import { BRANCH_LABELS, type BranchEdge, type TaskNode } from './canvas';
import type { SaveProblems } from './graph-errors';

/**
 * What the canvas draws: each node with the problem a save found with it, each edge with its
 * branch or its problem as its label, and named for a screen reader by the nodes it joins.
 */
export function shownGraph(
  graph: { nodes: TaskNode[]; edges: BranchEdge[]; contractEdges: FlowEdge[] },
  problems: SaveProblems | null,
  titleOf: (id: string) => string,
) {
  const nodes = graph.nodes.map((node) => ({
    ...node,
    data: { ...node.data, error: problems?.byNode[node.id] ?? null },
  }));
  const edges = graph.edges.map((edge, index) => {
    const error = problems?.byEdge[edge.id];
    const branch = graph.contractEdges[index]!.branch;
    return {
      ...edge,
      label: error ?? (branch ? BRANCH_LABELS[branch] : undefined),
      style: error ? { stroke: 'var(--chakra-colors-border-error)' } : undefined,
      ariaLabel: `From ${titleOf(edge.source)} to ${titleOf(edge.target)}${branch ? `, ${BRANCH_LABELS[branch]}` : ''}`,
    };
  });
  return { nodes, edges };
}
