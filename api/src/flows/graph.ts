import type { FlowEdge, FlowGraphError, FlowNode } from '@vigil/contract';

/** The graph of a flow as the contract parsed it (node data already checked by its schema). */
export interface FlowGraph {
  nodes: FlowNode[];
  edges: FlowEdge[];
}

const nodeError = (node_id: string, message: string): FlowGraphError => ({
  node_id,
  edge_id: null,
  message,
});
const edgeError = (edge_id: string, message: string): FlowGraphError => ({
  node_id: null,
  edge_id,
  message,
});

const hasConditions = (node: FlowNode) => (node.data.conditions?.length ?? 0) > 0;

/** Nodes no edge leads into: where a run starts. */
export const startNodes = ({ nodes, edges }: FlowGraph) =>
  nodes.filter((node) => !edges.some((edge) => edge.target === node.id));

/** Edges out of / into a node, in the order they were drawn. */
export const edgesFrom = (graph: FlowGraph, nodeId: string) =>
  graph.edges.filter((edge) => edge.source === nodeId);
export const edgesInto = (graph: FlowGraph, nodeId: string) =>
  graph.edges.filter((edge) => edge.target === nodeId);

/** A node on a cycle, found by depth-first search (null when the graph is acyclic). */
function nodeOnCycle(graph: FlowGraph): string | null {
  const state = new Map<string, 'open' | 'done'>();
  const visit = (id: string): string | null => {
    if (state.get(id) === 'done') return null;
    if (state.get(id) === 'open') return id;
    state.set(id, 'open');
    for (const edge of edgesFrom(graph, id)) {
      const found = visit(edge.target);
      if (found) return found;
    }
    state.set(id, 'done');
    return null;
  };
  for (const node of graph.nodes) {
    const found = visit(node.id);
    if (found) return found;
  }
  return null;
}

/**
 * Every reason the graph cannot run, each naming the node or edge it concerns (the editor shows
 * it there): unique ids, edges between existing nodes, exactly one start node, no cycle, and a
 * branch (true / false) exactly on the edges leaving a node with conditions. An empty flow is
 * allowed (a draft); it just cannot be run.
 */
export function graphErrors(graph: FlowGraph): FlowGraphError[] {
  const errors: FlowGraphError[] = [];
  const ids = new Set<string>();
  for (const node of graph.nodes) {
    if (ids.has(node.id)) errors.push(nodeError(node.id, `node id "${node.id}" is used twice`));
    ids.add(node.id);
  }
  const edgeIds = new Set<string>();
  const byId = new Map(graph.nodes.map((node) => [node.id, node]));
  for (const edge of graph.edges) {
    if (edgeIds.has(edge.id)) errors.push(edgeError(edge.id, `edge id "${edge.id}" is used twice`));
    edgeIds.add(edge.id);
    for (const end of ['source', 'target'] as const) {
      if (!byId.has(edge[end]))
        errors.push(
          edgeError(edge.id, `edge ${edge.id}: ${end} node "${edge[end]}" does not exist`),
        );
    }
    if (edge.source === edge.target)
      errors.push(edgeError(edge.id, `edge ${edge.id} leads from node ${edge.source} to itself`));
    const source = byId.get(edge.source);
    if (!source) continue;
    if (hasConditions(source) && edge.branch === null)
      errors.push(
        edgeError(
          edge.id,
          `edge ${edge.id} leaves node ${source.id}, which has conditions: set its branch (true or false)`,
        ),
      );
    if (!hasConditions(source) && edge.branch !== null)
      errors.push(
        edgeError(edge.id, `edge ${edge.id} has a branch but node ${source.id} has no conditions`),
      );
  }
  if (errors.length > 0 || graph.nodes.length === 0) return errors;
  const starts = startNodes(graph);
  if (starts.length !== 1) {
    const message =
      starts.length === 0
        ? 'the flow has no start node (a node no edge leads into)'
        : `the flow has ${starts.length} start nodes (${starts.map((n) => n.id).join(', ')}): connect all but one`;
    errors.push(...(starts.length === 0 ? [nodeError(graph.nodes[0]!.id, message)] : []));
    errors.push(...starts.slice(1).map((node) => nodeError(node.id, message)));
  }
  const cyclic = nodeOnCycle(graph);
  if (cyclic) errors.push(nodeError(cyclic, `node ${cyclic} is on a cycle: a flow runs one way`));
  return errors;
}

/** How many nodes carry conditions (the plan's conditions_allowed counts these). */
export const conditionCount = (graph: FlowGraph) => graph.nodes.filter(hasConditions).length;
