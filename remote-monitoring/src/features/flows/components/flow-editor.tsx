import type { Flow } from '@vigil/contract';
import { Grid, Stack } from '@vigil/shared';
import { ReactFlowProvider } from '@xyflow/react';
import { useState } from 'react';
import { useFlowGraph } from '../hooks/use-flow-graph';
import { useFlowSave } from '../hooks/use-flow-save';
import { canConnect } from '../lib/connect';
import { conditionCount } from '../lib/graph';
import { shownGraph } from '../lib/shown-graph';
import { isConditional } from '../lib/task-types';
import { FlowCanvas } from './flow-canvas';
import { FlowToolbar } from './flow-toolbar';
import { NodePalette } from './node-palette';
import { RunFlowDialog } from './run-flow-dialog';
import { SaveProblemsBanner } from './save-problems-banner';
import { SettingsPanel } from './settings-panel';

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
  const graph = useFlowGraph(flow, webhooksLocked);
  const { contractNodes, contractEdges } = graph;
  const save = useFlowSave(flow.id, { title, nodes: contractNodes, edges: contractEdges });
  const { problems } = save;

  const shown = shownGraph(graph, problems, graph.titleOf);
  const allows = (source: string, target: string) => canConnect(source, target, graph.edges);

  return (
    <Stack gap="4">
      <FlowToolbar
        title={title}
        onTitleChange={setTitle}
        nodes={graph.nodes.length}
        conditions={conditionCount(contractNodes)}
        dirty={save.dirty}
        saving={save.saving}
        onSave={() => save.onSave()}
        onRun={save.onRun}
      />
      {problems ? <SaveProblemsBanner problems={problems} /> : null}
      <Grid templateColumns={{ base: '1fr', lg: '9rem minmax(0, 1fr) 18rem' }} gap="4">
        <NodePalette onAdd={graph.addNode} webhooksLocked={webhooksLocked} />
        <FlowCanvas
          nodes={shown.nodes}
          edges={shown.edges}
          onNodesChange={graph.onNodesChange}
          onEdgesChange={graph.onEdgesChange}
          canConnect={allows}
          onConnect={graph.connect}
        />
        <SelectionSettings
          graph={graph}
          save={save}
          webhookSecret={flow.webhook_secret}
          allows={allows}
        />
      </Grid>
      {save.running ? (
        <RunFlowDialog
          flow={{ id: flow.id, title, nodes: contractNodes }}
          open
          onClose={save.closeRun}
        />
      ) : null}
    </Stack>
  );
}

/** The side panel, set up for what is selected: its settings, problem and connections. */
function SelectionSettings(props: {
  graph: ReturnType<typeof useFlowGraph>;
  save: ReturnType<typeof useFlowSave>;
  webhookSecret: string | undefined;
  allows: (source: string, target: string) => boolean;
}) {
  const { graph, save, webhookSecret } = props;
  const { selectedNode: node, selectedEdge: edge, titleOf } = graph;
  const problems = save.problems;
  const error = node
    ? (problems?.byNode[node.id] ?? null)
    : edge
      ? (problems?.byEdge[edge.id] ?? null)
      : null;
  return (
    <SettingsPanel
      node={node}
      edge={edge}
      edgeBranches={
        edge !== undefined &&
        graph.contractNodes.some((it) => it.id === edge.source && isConditional(it.data))
      }
      webhookSecret={webhookSecret}
      webhooksLocked={webhookSecret === undefined}
      nodeTitleOf={titleOf}
      connectChoices={
        node
          ? graph.nodes
              .filter((it) => props.allows(node.id, it.id))
              .map((it) => ({ id: it.id, title: titleOf(it.id) }))
          : []
      }
      onConnect={(target) => node && graph.connect(node.id, target)}
      error={error}
      onNodeChange={(patch) => {
        if (!node) return;
        graph.changeNode(node.id, patch);
        save.forgetProblem('byNode', node.id);
      }}
      onBranchChange={(branch) => {
        if (!edge) return;
        graph.changeBranch(edge.id, branch);
        save.forgetProblem('byEdge', edge.id);
      }}
      onDelete={graph.deleteSelection}
    />
  );
}
