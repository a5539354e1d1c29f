// The library's styles first: flow-canvas.css overrides some of them.
import '@xyflow/react/dist/style.css';
import './flow-canvas.css';
import type { Connection, Edge, OnEdgesChange, OnNodesChange } from '@xyflow/react';
import type { BranchEdge, TaskNode } from '../lib/canvas';
import { FlowGraph } from './flow-graph';

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
  return (
    <FlowGraph
      frame={{ className: 'vigil-flow-canvas', h: { base: '26rem', lg: '36rem' } }}
      nodes={props.nodes}
      edges={props.edges}
      onNodesChange={props.onNodesChange}
      onEdgesChange={props.onEdgesChange}
      isValidConnection={(connection: Edge | Connection) =>
        props.canConnect(connection.source, connection.target)
      }
      onConnect={(connection) => props.onConnect(connection.source, connection.target)}
      deleteKeyCode={['Backspace', 'Delete']}
    />
  );
}
