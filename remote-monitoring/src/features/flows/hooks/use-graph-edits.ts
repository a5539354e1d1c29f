import type { FlowNodeData, FlowTaskType } from '@vigil/contract';
import { addEdge } from '@xyflow/react';
import type { Dispatch, SetStateAction } from 'react';
import type { BranchEdge, TaskNode } from '../lib/canvas';
import { canConnect } from '../lib/connect';
import { nextNodeId } from '../lib/graph';
import { newEdge } from '../lib/new-edge';
import { placeNode } from '../lib/placement';
import { defaultTaskData } from '../lib/task-types';
import { useReveal } from './use-reveal';

export interface GraphState {
  nodes: TaskNode[];
  setNodes: Dispatch<SetStateAction<TaskNode[]>>;
  setEdges: Dispatch<SetStateAction<BranchEdge[]>>;
  selectedNode: TaskNode | undefined;
  selectedEdge: BranchEdge | undefined;
}

/** The node with its task's settings changed. */
const patched = (node: TaskNode, patch: Partial<FlowNodeData>): TaskNode => ({
  ...node,
  data: { ...node.data, task: { ...node.data.task, ...patch } as FlowNodeData },
});

/** The changes made to the graph: add, connect, configure, branch, delete. */
export function useGraphEdits({
  nodes,
  setNodes,
  setEdges,
  selectedNode,
  selectedEdge,
}: GraphState) {
  const reveal = useReveal();

  /** Joins two nodes, from a drag between handles or the panel's "Connect to". */
  const connect = (source: string, target: string) =>
    setEdges((current) =>
      canConnect(source, target, current)
        ? addEdge(newEdge(source, target, nodes, current), current)
        : current,
    );

  /** A node from the palette: under the selected one and joined to it, always where it is seen. */
  const addNode = (taskType: FlowTaskType) => {
    const id = nextNodeId(nodes);
    const after = selectedNode;
    const position = placeNode(after, nodes, reveal.visible());
    setNodes((current) => [
      ...current.map((node) => ({ ...node, selected: false })),
      { id, type: 'basic', position, selected: true, data: { task: defaultTaskData(taskType) } },
    ]);
    setEdges((current) => [
      ...current.map((edge) => ({ ...edge, selected: false })),
      ...(after ? [newEdge(after.id, id, nodes, current)] : []),
    ]);
    reveal.show(position);
  };

  const changeNode = (id: string, patch: Partial<FlowNodeData>) =>
    setNodes((current) => current.map((node) => (node.id === id ? patched(node, patch) : node)));

  const changeBranch = (id: string, branch: 'true' | 'false') =>
    setEdges((current) =>
      current.map((edge) => (edge.id === id ? { ...edge, data: { branch } } : edge)),
    );

  const deleteSelection = () => {
    if (selectedNode) {
      const gone = selectedNode.id;
      setNodes((current) => current.filter((node) => node.id !== gone));
      setEdges((current) => current.filter((edge) => edge.source !== gone && edge.target !== gone));
    } else if (selectedEdge) {
      setEdges((current) => current.filter((edge) => edge.id !== selectedEdge.id));
    }
  };

  return { connect, addNode, changeNode, changeBranch, deleteSelection };
}
