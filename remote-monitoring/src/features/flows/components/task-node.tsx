import { Box, Stack, Text } from '@vigil/shared';
import { Handle, type NodeProps, Position } from '@xyflow/react';
import type { TaskNode } from '../lib/canvas';
import { isConditional, nodeTitle, TASK_NAMES } from '../lib/task-types';
import { FlowStatusBadge } from './flow-status-badge';
import { RunObjectLinks } from './run-object-links';

/**
 * A node on the canvas: its task, its label, whether it branches, and either the problem a save
 * found with it (editor) or its state and the objects it made (run).
 */
export function TaskNodeView({ id, data, selected }: NodeProps<TaskNode>) {
  const { task, error, state } = data;
  const count = task.conditions?.length ?? 0;
  return (
    <Box
      aria-label={`Node ${id}: ${nodeTitle(task)}`}
      role="group"
      bg="bg.panel"
      color="fg"
      borderWidth="2px"
      borderColor={error || state?.error ? 'border.error' : selected ? 'blue.solid' : 'border'}
      rounded="md"
      px="3"
      py="2"
      minW="10rem"
      maxW="15rem"
      fontSize="sm"
    >
      <Handle type="target" position={Position.Top} />
      <Stack gap="1">
        {task.label?.trim() ? (
          <Text fontSize="xs" color="fg.muted">
            {TASK_NAMES[task.task_type]}
          </Text>
        ) : null}
        <Text fontWeight="medium" overflowWrap="anywhere">
          {nodeTitle(task)}
        </Text>
        {isConditional(task) ? (
          <Text fontSize="xs" color="fg.muted">
            Branches on {count === 1 ? '1 condition' : `${count} conditions`}
          </Text>
        ) : null}
        {state ? (
          <>
            <Box>
              <FlowStatusBadge status={state.status} />
            </Box>
            <RunObjectLinks
              objects={state.objects}
              fontSize="xs"
              gap="2"
              className="nodrag nopan"
            />
          </>
        ) : null}
        {error || state?.error ? (
          <Text fontSize="xs" color="fg.error" overflowWrap="anywhere">
            {error ?? state?.error}
          </Text>
        ) : null}
      </Stack>
      <Handle type="source" position={Position.Bottom} />
    </Box>
  );
}

/** React Flow's node types, kept outside render so it does not rebuild them every time. */
export const NODE_TYPES = { basic: TaskNodeView };
