import type { Flow, FlowEdge } from '@vigil/contract';
import { useEdgesState, useNodesState } from '@xyflow/react';
import { useMemo } from 'react';
import {
  type BranchEdge,
  type TaskNode,
  toCanvasEdges,
  toCanvasNodes,
  toContractNodes,
} from '../lib/canvas';
import { branchOf } from '../lib/graph';
import { nodeTitle } from '../lib/task-types';
import { useGraphEdits } from './use-graph-edits';

/**
 * The graph being edited: its nodes and edges as React Flow holds them, as the contract has them,
 * what is selected, and the changes the palette, the canvas and the side panel make.
 */
export function useFlowGraph(flow: Flow, webhooksLocked: boolean) {
  const [nodes, setNodes, onNodesChange] = useNodesState<TaskNode>(
    toCanvasNodes(flow.nodes).map((node) =>
      webhooksLocked && node.data.task.task_type === 'webhook'
        ? { ...node, deletable: false }
        : node,
    ),
  );
  const [edges, setEdges, onEdgesChange] = useEdgesState<BranchEdge>(toCanvasEdges(flow.edges));

  const contractNodes = useMemo(() => toContractNodes(nodes), [nodes]);
  const contractEdges: FlowEdge[] = edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    target: edge.target,
    branch: branchOf({ source: edge.source, branch: edge.data?.branch ?? null }, contractNodes),
  }));
  const selectedNode = nodes.find((node) => node.selected);
  const selectedEdge = selectedNode ? undefined : edges.find((edge) => edge.selected);
  const titleOf = (id: string) => {
    const node = nodes.find((it) => it.id === id);
    return node ? nodeTitle(node.data.task) : id;
  };
  const edits = useGraphEdits({ nodes, setNodes, setEdges, selectedNode, selectedEdge });

  return {
    nodes,
    edges,
    onNodesChange,
    onEdgesChange,
    contractNodes,
    contractEdges,
    selectedNode,
    selectedEdge,
    titleOf,
    ...edits,
  };
}
