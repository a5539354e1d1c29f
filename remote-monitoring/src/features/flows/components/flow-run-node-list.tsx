import type { FlowRun } from '@vigil/contract';
import { Box, HStack, Stack, Text } from '@vigil/shared';
import { topologicalOrder } from '../lib/graph';
import { nodeTitle, TASK_NAMES } from '../lib/task-types';
import { FlowStatusBadge } from './flow-status-badge';
import { RunObjectLinks } from './run-object-links';

/** On a phone, the graph as the list of its nodes in the order they run, each with its state. */
export function FlowRunNodeList({ run }: { run: FlowRun }) {
  const ordered = topologicalOrder(run.nodes, run.edges);
  return (
    <Stack as="section" aria-label="Nodes in order" gap="2" hideFrom="md">
      <Stack as="ol" listStyleType="none" m="0" p="0" gap="2">
        {ordered.map((node, index) => (
          <NodeItem
            key={node.id}
            node={node}
            n={index + 1}
            state={run.states.find((it) => it.node_id === node.id)}
          />
        ))}
      </Stack>
    </Stack>
  );
}

/** "2. Scan the site (Scan)", its status, what it made and its error. */
function NodeItem(props: {
  node: FlowRun['nodes'][number];
  n: number;
  state: FlowRun['states'][number] | undefined;
}) {
  const { node, n, state } = props;
  const title = nodeTitle(node.data);
  return (
    <Box
      as="li"
      aria-label={`${n}. ${title}`}
      borderWidth="1px"
      borderColor={state?.error ? 'border.error' : 'border'}
      rounded="md"
      p="3"
    >
      <Stack gap="1" minW="0">
        <HStack gap="2" justify="space-between" wrap="wrap">
          <Text fontWeight="medium" overflowWrap="anywhere">
            {n}. {title}
            {title !== TASK_NAMES[node.data.task_type] ? (
              <Text as="span" color="fg.muted" fontWeight="normal">
                {' '}
                ({TASK_NAMES[node.data.task_type]})
              </Text>
            ) : null}
          </Text>
          {state ? <FlowStatusBadge status={state.status} /> : null}
        </HStack>
        {state ? <RunObjectLinks objects={state.objects} fontSize="sm" gap="3" /> : null}
        {state?.error ? (
          <Text color="fg.error" fontSize="sm" overflowWrap="anywhere">
            {state.error}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
