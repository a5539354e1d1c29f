import type { FlowEdge, FlowNode, FlowNodeData, FlowRunNodeState } from '@vigil/contract';
import type { Edge, Node } from '@xyflow/react';

/** What a node on the canvas carries: its task, and what the editor or the run says about it. */
export interface TaskNodeData extends Record<string, unknown> {
  task: FlowNodeData;
  /** A save problem (the server's or the contract's) shown on the node. */
  error?: string | null;
  /** On the run screen: the node's state and the objects it made. */
  state?: FlowRunNodeState | null;
}
/** The contract's node type ('basic') is React Flow's node type too. */
export type TaskNode = Node<TaskNodeData, 'basic'>;
export type BranchEdge = Edge<{ branch: FlowEdge['branch'] }>;

export const toCanvasNodes = (nodes: readonly FlowNode[]): TaskNode[] =>
  nodes.map((node) => ({
    id: node.id,
    type: 'basic',
    position: node.position,
    data: { task: node.data },
  }));

export const toContractNodes = (nodes: readonly TaskNode[]): FlowNode[] =>
  nodes.map((node) => ({
    id: node.id,
    type: 'basic',
    position: { x: Math.round(node.position.x), y: Math.round(node.position.y) },
    data: node.data.task,
  }));

export const toCanvasEdges = (edges: readonly FlowEdge[]): BranchEdge[] =>
  edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    target: edge.target,
    data: { branch: edge.branch },
  }));

export const edgeId = (source: string, target: string) => `e${source}-${target}`;

/** A branch in words, as the edge's label says it. */
export const BRANCH_LABELS = { true: 'If true', false: 'If false' } as const;
