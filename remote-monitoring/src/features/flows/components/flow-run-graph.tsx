import type { FlowRun } from '@vigil/contract';
import { ReactFlowProvider } from '@xyflow/react';
import { BRANCH_LABELS, type BranchEdge, type TaskNode } from '../lib/canvas';
import { FlowGraph, READ_ONLY_GRAPH } from './flow-graph';

// While a node works, the edges into it are drawn moving (monitoring.md §2.4).
const isWorking = (run: FlowRun, nodeId: string) =>
  run.states.some((state) => state.node_id === nodeId && state.status === 'working');

/** The run's graph, read-only, each node with its state, objects and error. */
export function FlowRunGraph({ run }: { run: FlowRun }) {
  const nodes: TaskNode[] = run.nodes.map((node) => ({
    id: node.id,
    type: 'basic',
    position: node.position,
    data: {
      task: node.data,
      state: run.states.find((state) => state.node_id === node.id) ?? null,
    },
  }));
  const edges: BranchEdge[] = run.edges.map((edge) => ({
    id: edge.id,
    source: edge.source,
    target: edge.target,
    label: edge.branch ? BRANCH_LABELS[edge.branch] : undefined,
    animated: isWorking(run, edge.target),
    data: { branch: edge.branch },
  }));
  return (
    <ReactFlowProvider>
      <FlowGraph
        frame={{ h: '32rem', hideBelow: 'md' }}
        nodes={nodes}
        edges={edges}
        {...READ_ONLY_GRAPH}
      />
    </ReactFlowProvider>
  );
}
