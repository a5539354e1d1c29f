import type { FlowEdge } from '@vigil/contract';

type Link = Pick<FlowEdge, 'source' | 'target'>;

/** Whether `to` can be reached from `from` along the edges. */
function reaches(from: string, to: string, edges: readonly Link[]) {
  const seen = new Set<string>();
  const queue = [from];
  while (queue.length > 0) {
    const id = queue.shift()!;
    if (id === to) return true;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const edge of edges) if (edge.source === id) queue.push(edge.target);
  }
  return false;
}

/**
 * Whether an edge from `source` to `target` may be drawn: not a node to itself, not twice, and
 * not back into a node that leads to `source` (the server refuses a cycle, and a graph without one
 * always keeps a start node). Dragging between handles and the panel's "Connect to" both ask it.
 */
export function canConnect(source: string, target: string, edges: readonly Link[]) {
  if (source === target) return false;
  if (edges.some((edge) => edge.source === source && edge.target === target)) return false;
  return !reaches(target, source, edges);
}
