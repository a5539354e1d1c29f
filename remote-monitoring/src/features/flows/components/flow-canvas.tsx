import '@xyflow/react/dist/style.css';
import './flow-canvas.css';
import { Box, useColorMode } from '@vigil/shared';
import {
  Background,
  type Connection,
  Controls,
  type Edge,
  type OnEdgesChange,
  type OnNodesChange,
  ReactFlow,
} from '@xyflow/react';
import type { BranchEdge, TaskNode } from '../lib/canvas';
import { NODE_TYPES } from './task-node';

export interface FlowCanvasProps {
  nodes: TaskNode[];
  edges: BranchEdge[];
  onNodesChange: OnNodesChange<TaskNode>;
  onEdgesChange: OnEdgesChange<BranchEdge>;
  /** Whether a drag may end in this connection (the side panel's "Connect to" asks the same). */
  canConnect: (source: string, target: string) => boolean;
  onConnect: (source: string, target: string) => void;
}

/** The editable graph: nodes dragged, joined between handles, selected, deleted with Delete. */
export function FlowCanvas(props: FlowCanvasProps) {
  const { colorMode } = useColorMode();
  return (
    <Box
      as="section"
      aria-label="Flow graph"
      className="vigil-flow-canvas"
      h={{ base: '26rem', lg: '36rem' }}
      borderWidth="1px"
      rounded="md"
      overflow="hidden"
    >
      <ReactFlow
        nodes={props.nodes}
        edges={props.edges}
        nodeTypes={NODE_TYPES}
        onNodesChange={props.onNodesChange}
        onEdgesChange={props.onEdgesChange}
        isValidConnection={(connection: Edge | Connection) =>
          props.canConnect(connection.source, connection.target)
        }
        onConnect={(connection) => props.onConnect(connection.source, connection.target)}
        colorMode={colorMode}
        deleteKeyCode={['Backspace', 'Delete']}
        fitView
        fitViewOptions={{ maxZoom: 1, padding: 0.25 }}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
