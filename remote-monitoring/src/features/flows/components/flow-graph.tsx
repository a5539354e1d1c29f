import '@xyflow/react/dist/style.css';
import { Box, type BoxProps, useColorMode } from '@vigil/shared';
import { Background, Controls, ReactFlow, type ReactFlowProps } from '@xyflow/react';
import type { BranchEdge, TaskNode } from '../lib/canvas';
import { NODE_TYPES } from './task-node';

// Small graphs are not blown up past their real size; large ones shrink to fit with a margin.
const FIT_VIEW = { maxZoom: 1, padding: 0.25 };

/** A graph to look at (a run's): nothing is moved, linked, selected or deleted in it. */
export const READ_ONLY_GRAPH = {
  nodesDraggable: false,
  nodesConnectable: false,
  elementsSelectable: false,
  deleteKeyCode: null,
} as const;

export interface FlowGraphProps extends ReactFlowProps<TaskNode, BranchEdge> {
  /** The section's size and visibility (the editor's grows on a wide screen, a run's hides on a phone). */
  frame: BoxProps;
}

/**
 * A flow's graph in its "Flow graph" section, drawn as the editor and a run both draw it: our
 * node look, the app's color mode, fitted, with a background grid and zoom controls.
 */
export function FlowGraph({ frame, ...flow }: FlowGraphProps) {
  const { colorMode } = useColorMode();
  return (
    <Box
      as="section"
      aria-label="Flow graph"
      borderWidth="1px"
      rounded="md"
      overflow="hidden"
      {...frame}
    >
      <ReactFlow
        nodeTypes={NODE_TYPES}
        colorMode={colorMode}
        fitView
        fitViewOptions={FIT_VIEW}
        {...flow}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
