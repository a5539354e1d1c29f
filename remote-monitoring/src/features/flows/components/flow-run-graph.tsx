import '@xyflow/react/dist/style.css';
import type { FlowRun } from '@vigil/contract';
import { Box, useColorMode } from '@vigil/shared';
import { Background, Controls, ReactFlow, ReactFlowProvider } from '@xyflow/react';
import { BRANCH_LABELS, type BranchEdge, type TaskNode } from '../lib/canvas';
import { NODE_TYPES } from './task-node';

// While a node works, the edges into it are drawn moving (monitoring.md §2.4).
const isWorking = (run: FlowRun, nodeId: string) =>
  run.states.some((state) => state.node_id === nodeId && state.status === 'working');

/** The run's graph, read-only, each node with its state, objects and error. */
export function FlowRunGraph({ run }: { run: FlowRun }) {
  const { colorMode } = useColorMode();
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
    <Box
      as="section"
      aria-label="Flow graph"
      h="32rem"
      borderWidth="1px"
      rounded="md"
      overflow="hidden"
      hideBelow="md"
    >
      <ReactFlowProvider>
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={NODE_TYPES}
          colorMode={colorMode}
          nodesDraggable={false}
          nodesConnectable={false}
          elementsSelectable={false}
          deleteKeyCode={null}
          fitView
          fitViewOptions={{ maxZoom: 1, padding: 0.25 }}
        >
          <Background />
          <Controls showInteractive={false} />
        </ReactFlow>
      </ReactFlowProvider>
    </Box>
  );
}
