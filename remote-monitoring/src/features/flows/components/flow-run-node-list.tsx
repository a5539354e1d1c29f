import type { FlowRun } from '@vigil/contract';
import { Box, HStack, Link, RouterLink, Stack, Text } from '@vigil/shared';
import { topologicalOrder } from '../lib/graph';
import { objectHref, objectLabels } from '../lib/run-objects';
import { nodeTitle, TASK_NAMES } from '../lib/task-types';
import { FlowStatusBadge } from './flow-status-badge';

/** On a phone, the graph as the list of its nodes in the order they run, each with its state. */
export function FlowRunNodeList({ run }: { run: FlowRun }) {
  const ordered = topologicalOrder(run.nodes, run.edges);
  return (
    <Stack as="section" aria-label="Nodes in order" gap="2" hideFrom="md">
      <Stack as="ol" listStyleType="none" m="0" p="0" gap="2">
        {ordered.map((node, index) => {
          const state = run.states.find((it) => it.node_id === node.id);
          const title = nodeTitle(node.data);
          return (
            <Box
              as="li"
              key={node.id}
              aria-label={`${index + 1}. ${title}`}
              borderWidth="1px"
              borderColor={state?.error ? 'border.error' : 'border'}
              rounded="md"
              p="3"
            >
              <Stack gap="1" minW="0">
                <HStack gap="2" justify="space-between" wrap="wrap">
                  <Text fontWeight="medium" overflowWrap="anywhere">
                    {index + 1}. {title}
                    {title !== TASK_NAMES[node.data.task_type] ? (
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        {' '}
                        ({TASK_NAMES[node.data.task_type]})
                      </Text>
                    ) : null}
                  </Text>
                  {state ? <FlowStatusBadge status={state.status} /> : null}
                </HStack>
                {state && state.objects.length > 0 ? (
                  <HStack gap="3" wrap="wrap">
                    {state.objects.map((object, index) => {
                      const label = objectLabels(state.objects)[index];
                      const href = objectHref(object);
                      return href ? (
                        <Link key={object.id} asChild fontSize="sm" textDecoration="underline">
                          <RouterLink to={href}>{label}</RouterLink>
                        </Link>
                      ) : (
                        <Text key={object.id} fontSize="sm" color="fg.muted">
                          {label}
                        </Text>
                      );
                    })}
                  </HStack>
                ) : null}
                {state?.error ? (
                  <Text color="fg.error" fontSize="sm" overflowWrap="anywhere">
                    {state.error}
                  </Text>
                ) : null}
              </Stack>
            </Box>
          );
        })}
      </Stack>
    </Stack>
  );
}
