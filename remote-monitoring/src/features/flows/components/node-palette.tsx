import { flowTaskTypes, type FlowTaskType } from '@vigil/contract';
import { Button, Heading, Stack, Text } from '@vigil/shared';
import { TASK_HINTS, TASK_NAMES } from '../lib/task-types';

/**
 * The tasks a flow can hold. A new node goes under the selected one and is joined to it, so a
 * chain can be built without dragging; otherwise it starts a new branch.
 */
export function NodePalette({
  onAdd,
  webhooksLocked = false,
}: {
  onAdd: (taskType: FlowTaskType) => void;
  /** Only admins add a webhook (its URL and headers are credentials). */
  webhooksLocked?: boolean;
}) {
  return (
    <Stack as="section" aria-label="Add a node" gap="2">
      <Heading as="h2" size="sm">
        Add a node
      </Heading>
      <Stack gap="1" direction={{ base: 'row', lg: 'column' }} wrap="wrap">
        {flowTaskTypes.map((taskType) => (
          <Button
            key={taskType}
            size="xs"
            variant="outline"
            justifyContent="start"
            title={
              webhooksLocked && taskType === 'webhook'
                ? 'Only admins can add a webhook'
                : TASK_HINTS[taskType]
            }
            disabled={webhooksLocked && taskType === 'webhook'}
            onClick={() => onAdd(taskType)}
          >
            {TASK_NAMES[taskType]}
          </Button>
        ))}
      </Stack>
      <Text fontSize="xs" color="fg.muted" hideBelow="lg">
        The new node follows the selected one. Drag from a node&apos;s bottom dot to another node,
        or use Connect to in its settings, to join them; Delete removes what is selected.
      </Text>
    </Stack>
  );
}
