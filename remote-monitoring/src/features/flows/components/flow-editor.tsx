import '@xyflow/react/dist/style.css';
import type { Flow, FlowEdge, FlowNodeData, FlowTaskType } from '@vigil/contract';
import {
  Box,
  Button,
  Field,
  Flex,
  Grid,
  HStack,
  Input,
  notify,
  Stack,
  Text,
  useColorMode,
} from '@vigil/shared';
import {
  addEdge,
  Background,
  type Connection,
  Controls,
  ReactFlow,
  ReactFlowProvider,
  useEdgesState,
  useNodesState,
} from '@xyflow/react';
import { useMemo, useState } from 'react';
import { useUpdateFlow } from '../../../data/flows/update-flow';
import {
  BRANCH_LABELS,
  type BranchEdge,
  edgeId,
  type TaskNode,
  toCanvasEdges,
  toCanvasNodes,
  toContractNodes,
} from '../lib/canvas';
import { branchOf, conditionCount, nextNodeId } from '../lib/graph';
import { localProblems, type SaveProblems, saveProblemsOf } from '../lib/graph-errors';
import { defaultTaskData, isConditional, nodeTitle } from '../lib/task-types';
import { FlowLimits } from './flow-limits';
import { NodePalette } from './node-palette';
import { RunFlowDialog } from './run-flow-dialog';
import { SaveProblemsBanner } from './save-problems-banner';
import { SettingsPanel } from './settings-panel';
import { NODE_TYPES } from './task-node';

// Room between a node and the one added under it.
const STEP_Y = 160;

/** The flow's graph editor: palette, canvas, settings of the selection, limits, Save. */
export function FlowEditor({ flow }: { flow: Flow }) {
  return (
    <ReactFlowProvider>
      <Editor flow={flow} />
    </ReactFlowProvider>
  );
}

function Editor({ flow }: { flow: Flow }) {
  // The server answers a non-admin without the secret, webhook URLs and headers masked: those
  // nodes are the admins' to change or delete (the server refuses it too).
  const webhooksLocked = flow.webhook_secret === undefined;
  const [title, setTitle] = useState(flow.title);
  const [nodes, setNodes, onNodesChange] = useNodesState<TaskNode>(
    toCanvasNodes(flow.nodes).map((node) =>
      webhooksLocked && node.data.task.task_type === 'webhook'
        ? { ...node, deletable: false }
        : node,
    ),
  );
  const [edges, setEdges, onEdgesChange] = useEdgesState<BranchEdge>(toCanvasEdges(flow.edges));
  const [problems, setProblems] = useState<SaveProblems | null>(null);
  const [running, setRunning] = useState(false);
  const save = useUpdateFlow(flow.id);
  const { colorMode } = useColorMode();

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

  // What the canvas draws: each node with its problem, each edge with its branch or problem.
  const shownNodes = nodes.map((node) => ({
    ...node,
    data: { ...node.data, error: problems?.byNode[node.id] ?? null },
  }));
  const shownEdges = edges.map((edge, index) => {
    const error = problems?.byEdge[edge.id];
    const branch = contractEdges[index]!.branch;
    return {
      ...edge,
      label: error ?? (branch ? BRANCH_LABELS[branch] : undefined),
      style: error ? { stroke: 'var(--chakra-colors-border-error)' } : undefined,
      ariaLabel: `From ${titleOf(edge.source)} to ${titleOf(edge.target)}${branch ? `, ${BRANCH_LABELS[branch]}` : ''}`,
    };
  });

  // From a node with conditions, a second edge takes the false branch (the first the true).
  const newBranch = (sourceId: string, current: BranchEdge[]) => {
    const source = nodes.find((node) => node.id === sourceId);
    const takenTrue = current.some(
      (edge) => edge.source === sourceId && (edge.data?.branch ?? 'true') === 'true',
    );
    return source && isConditional(source.data.task) && takenTrue ? ('false' as const) : null;
  };

  const addNode = (taskType: FlowTaskType) => {
    const id = nextNodeId(nodes);
    const after = selectedNode;
    const lowest = Math.max(-STEP_Y, ...nodes.map((node) => node.position.y));
    const position = after
      ? { x: after.position.x, y: after.position.y + STEP_Y }
      : { x: 0, y: lowest + STEP_Y };
    setNodes((current) => [
      ...current.map((node) => ({ ...node, selected: false })),
      { id, type: 'basic', position, selected: true, data: { task: defaultTaskData(taskType) } },
    ]);
    setEdges((current) => [
      ...current.map((edge) => ({ ...edge, selected: false })),
      ...(after
        ? [
            {
              id: edgeId(after.id, id),
              source: after.id,
              target: id,
              data: { branch: newBranch(after.id, current) },
            },
          ]
        : []),
    ]);
  };

  const onConnect = (connection: Connection) =>
    setEdges((current) =>
      addEdge(
        {
          ...connection,
          id: edgeId(connection.source, connection.target),
          data: { branch: newBranch(connection.source, current) },
        },
        current,
      ),
    );

  const forgetProblem = (kind: 'byNode' | 'byEdge', id: string) =>
    setProblems((current) => {
      if (!current?.[kind][id]) return current;
      const { [id]: _gone, ...rest } = current[kind];
      return { ...current, [kind]: rest };
    });

  const changeNode = (id: string, patch: Partial<FlowNodeData>) => {
    setNodes((current) =>
      current.map((node) =>
        node.id === id
          ? {
              ...node,
              data: { ...node.data, task: { ...node.data.task, ...patch } as FlowNodeData },
            }
          : node,
      ),
    );
    forgetProblem('byNode', id);
  };

  const changeBranch = (id: string, branch: 'true' | 'false') => {
    setEdges((current) =>
      current.map((edge) => (edge.id === id ? { ...edge, data: { branch } } : edge)),
    );
    forgetProblem('byEdge', id);
  };

  const deleteSelection = () => {
    if (selectedNode) {
      setNodes((current) => current.filter((node) => node.id !== selectedNode.id));
      setEdges((current) =>
        current.filter(
          (edge) => edge.source !== selectedNode.id && edge.target !== selectedNode.id,
        ),
      );
    } else if (selectedEdge) {
      setEdges((current) => current.filter((edge) => edge.id !== selectedEdge.id));
    }
  };

  // What Save would send, compared with what was last loaded or saved: a run uses the saved flow.
  const body = { title, nodes: contractNodes, edges: contractEdges };
  const snapshot = JSON.stringify(body);
  const [savedSnapshot, setSavedSnapshot] = useState(snapshot);
  const dirty = snapshot !== savedSnapshot;

  const onSave = (then?: () => void) => {
    const local = localProblems(contractNodes);
    if (!title.trim() || Object.keys(local).length > 0) {
      setProblems({
        reason: title.trim()
          ? 'Some nodes need their settings before the flow can be saved.'
          : 'Give the flow a title before saving it.',
        overLimit: false,
        byNode: local,
        byEdge: {},
        general: [],
      });
      return;
    }
    save.mutate(body, {
      onSuccess: () => {
        setProblems(null);
        setSavedSnapshot(snapshot);
        notify.success('Flow saved.');
        then?.();
      },
      onError: (error) => {
        const found = saveProblemsOf(error);
        setProblems(found);
        if (found.overLimit) notify.error(found.reason);
      },
    });
  };

  const selectedError = selectedNode
    ? (problems?.byNode[selectedNode.id] ?? null)
    : selectedEdge
      ? (problems?.byEdge[selectedEdge.id] ?? null)
      : null;

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="end" justify="space-between">
        <Field.Root maxW={{ base: 'full', sm: '24rem' }}>
          <Field.Label>Title</Field.Label>
          <Input
            size="sm"
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
          />
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          <FlowLimits nodes={nodes.length} conditions={conditionCount(contractNodes)} />
          {dirty ? (
            <Text fontSize="sm" color="fg.muted">
              Unsaved changes
            </Text>
          ) : null}
          {/* A run copies the saved graph, so changes are saved first. */}
          <Button
            size="sm"
            variant="outline"
            disabled={save.isPending}
            onClick={() => (dirty ? onSave(() => setRunning(true)) : setRunning(true))}
          >
            Run on a site
          </Button>
          <Button size="sm" loading={save.isPending} onClick={() => onSave()}>
            Save
          </Button>
        </HStack>
      </Flex>
      {problems ? <SaveProblemsBanner problems={problems} /> : null}
      <Grid templateColumns={{ base: '1fr', lg: '9rem minmax(0, 1fr) 18rem' }} gap="4">
        <NodePalette onAdd={addNode} webhooksLocked={webhooksLocked} />
        <Box
          as="section"
          aria-label="Flow graph"
          h={{ base: '26rem', lg: '36rem' }}
          borderWidth="1px"
          rounded="md"
          overflow="hidden"
        >
          <ReactFlow
            nodes={shownNodes}
            edges={shownEdges}
            nodeTypes={NODE_TYPES}
            onNodesChange={onNodesChange}
            onEdgesChange={onEdgesChange}
            onConnect={onConnect}
            colorMode={colorMode}
            deleteKeyCode={['Backspace', 'Delete']}
            fitView
            fitViewOptions={{ maxZoom: 1, padding: 0.25 }}
          >
            <Background />
            <Controls showInteractive={false} />
          </ReactFlow>
        </Box>
        <SettingsPanel
          node={selectedNode}
          edge={selectedEdge}
          edgeBranches={
            selectedEdge !== undefined &&
            contractNodes.some(
              (node) => node.id === selectedEdge.source && isConditional(node.data),
            )
          }
          webhookSecret={flow.webhook_secret}
          webhooksLocked={webhooksLocked}
          nodeTitleOf={titleOf}
          error={selectedError}
          onNodeChange={(patch) => selectedNode && changeNode(selectedNode.id, patch)}
          onBranchChange={(branch) => selectedEdge && changeBranch(selectedEdge.id, branch)}
          onDelete={deleteSelection}
        />
      </Grid>
      {running ? (
        <RunFlowDialog
          flow={{ id: flow.id, title, nodes: contractNodes }}
          open
          onClose={() => setRunning(false)}
        />
      ) : null}
    </Stack>
  );
}
