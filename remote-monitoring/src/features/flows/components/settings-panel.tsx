import type { FlowNodeData } from '@vigil/contract';
import { Button, Field, Heading, Input, NativeSelect, Separator, Stack, Text } from '@vigil/shared';
import { BRANCH_LABELS, type BranchEdge, type TaskNode } from '../lib/canvas';
import { TASK_NAMES } from '../lib/task-types';
import { ConditionRows } from './condition-rows';
import { ConnectTo, type ConnectToProps } from './connect-to';
import { TaskFields } from './task-fields';

export interface SettingsPanelProps {
  node: TaskNode | undefined;
  edge: BranchEdge | undefined;
  /** The selected edge leaves a node with conditions: it follows a branch. */
  edgeBranches: boolean;
  webhookSecret: string | undefined;
  /** Webhook nodes are the admins' (masked for others): read-only, and not deleted here. */
  webhooksLocked: boolean;
  nodeTitleOf: (id: string) => string;
  /** The nodes the selected node may lead to, for "Connect to". */
  connectChoices: ConnectToProps['choices'];
  onConnect: (target: string) => void;
  error: string | null;
  onNodeChange: (patch: Partial<FlowNodeData>) => void;
  onBranchChange: (branch: 'true' | 'false') => void;
  onDelete: () => void;
}

/** Configures what is selected: a node's label, task settings and conditions, or an edge's branch. */
export function SettingsPanel(props: SettingsPanelProps) {
  const { node, edge } = props;
  return (
    <Stack as="section" aria-label="Settings" gap="3" minW="0">
      {node ? (
        <NodeSettings {...props} node={node} />
      ) : edge ? (
        <EdgeSettings {...props} edge={edge} />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          Select a node to configure it, or add one from the palette.
        </Text>
      )}
    </Stack>
  );
}

/** What the last save said about the selection, until it changes. */
function SelectionError({ error }: { error: string | null }) {
  return error ? (
    <Text color="fg.error" fontSize="sm">
      {error}
    </Text>
  ) : null;
}

/** A node's label, task settings, connections and conditions, and Delete node. */
function NodeSettings(props: SettingsPanelProps & { node: TaskNode }) {
  const { node } = props;
  const task = node.data.task;
  const locked = props.webhooksLocked && task.task_type === 'webhook';
  return (
    <>
      <Heading as="h2" size="sm">
        {TASK_NAMES[task.task_type]} node {node.id}
      </Heading>
      <SelectionError error={props.error} />
      <Field.Root>
        <Field.Label>Label</Field.Label>
        <Input
          size="sm"
          value={task.label ?? ''}
          placeholder={TASK_NAMES[task.task_type]}
          onChange={(event) =>
            props.onNodeChange({ label: event.currentTarget.value || undefined })
          }
        />
      </Field.Root>
      <TaskFields
        key={node.id}
        task={task}
        webhookSecret={props.webhookSecret}
        webhooksLocked={props.webhooksLocked}
        onChange={props.onNodeChange}
      />
      <ConnectTo
        key={`connect-${node.id}`}
        choices={props.connectChoices}
        onConnect={props.onConnect}
      />
      <Separator />
      <ConditionRows
        conditions={task.conditions ?? []}
        onChange={(conditions) => props.onNodeChange({ conditions })}
      />
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        alignSelf="start"
        disabled={locked}
        onClick={props.onDelete}
      >
        Delete node
      </Button>
    </>
  );
}

/** An edge's ends, its branch when its source has conditions, and Delete connection. */
function EdgeSettings(props: SettingsPanelProps & { edge: BranchEdge }) {
  const { edge } = props;
  const branch = edge.data?.branch ?? 'true';
  return (
    <>
      <Heading as="h2" size="sm">
        From {props.nodeTitleOf(edge.source)} to {props.nodeTitleOf(edge.target)}
      </Heading>
      <SelectionError error={props.error} />
      {props.edgeBranches ? (
        <Field.Root>
          <Field.Label>Branch</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={branch}
              onChange={(event) =>
                props.onBranchChange(event.currentTarget.value as 'true' | 'false')
              }
            >
              <option value="true">{BRANCH_LABELS.true}: the conditions hold</option>
              <option value="false">{BRANCH_LABELS.false}: they do not</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ) : (
        <Text color="fg.muted" fontSize="sm">
          Every object goes this way. Give the first node conditions to branch.
        </Text>
      )}
      <Button
        size="xs"
        variant="ghost"
        colorPalette="red"
        alignSelf="start"
        onClick={props.onDelete}
      >
        Delete connection
      </Button>
    </>
  );
}
