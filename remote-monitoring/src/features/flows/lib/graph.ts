import type { FlowEdge, FlowNode } from '@vigil/contract';
import { isConditional } from './task-types';

/** The next free node id: ids are small integers as strings ('1', '2', …), as React Flow's. */
export function nextNodeId(nodes: readonly Pick<FlowNode, 'id'>[]): string {
  const numbers = nodes.map((node) => Number(node.id)).filter(Number.isInteger);
  return String(Math.max(0, ...numbers) + 1);
}

/** How many nodes carry conditions: each is one of the plan's conditions_allowed. */
export const conditionCount = (nodes: readonly Pick<FlowNode, 'data'>[]) =>
  nodes.filter((node) => isConditional(node.data)).length;

/**
 * The branch an edge follows: an edge leaving a conditional node follows the true branch until
 * the user says otherwise; an edge leaving a plain node follows none.
 */
export function branchOf(edge: Pick<FlowEdge, 'source' | 'branch'>, nodes: readonly FlowNode[]) {
  const source = nodes.find((node) => node.id === edge.source);
  if (!source || !isConditional(source.data)) return null;
  return edge.branch ?? 'true';
}

/**
 * The nodes in the order they run: a node after every node that leads to it; among nodes ready
 * at once, the higher on the canvas first. Nodes on a cycle (which the server refuses) come last.
 */
export function topologicalOrder<N extends Pick<FlowNode, 'id' | 'position'>>(
  nodes: readonly N[],
  edges: readonly Pick<FlowEdge, 'source' | 'target'>[],
): N[] {
  const incoming = new Map(nodes.map((node) => [node.id, 0]));
  for (const edge of edges) {
    if (incoming.has(edge.target) && incoming.has(edge.source))
      incoming.set(edge.target, incoming.get(edge.target)! + 1);
  }
  const byPlace = (a: N, b: N) => a.position.y - b.position.y || a.position.x - b.position.x;
  const ready = nodes.filter((node) => incoming.get(node.id) === 0).sort(byPlace);
  const order: N[] = [];
  while (ready.length > 0) {
    const node = ready.shift()!;
    order.push(node);
    for (const edge of edges.filter((it) => it.source === node.id)) {
      const left = (incoming.get(edge.target) ?? 0) - 1;
      incoming.set(edge.target, left);
      const target = nodes.find((it) => it.id === edge.target);
      if (left === 0 && target) {
        ready.push(target);
        ready.sort(byPlace);
      }
    }
  }
  return [...order, ...nodes.filter((node) => !order.includes(node))];
}
