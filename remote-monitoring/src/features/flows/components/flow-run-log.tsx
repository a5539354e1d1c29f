import type { FlowRun } from '@vigil/contract';
import { Box, Heading, Stack, Text } from '@vigil/shared';
import { formatTime } from '../../../lib/format-time';
import { nodeTitle } from '../lib/task-types';

/** The run's log, a line per node event, growing while the run works (the screen re-reads it). */
export function FlowRunLog({ run }: { run: FlowRun }) {
  const titleOf = (nodeId: string | null) => {
    const node = run.nodes.find((it) => it.id === nodeId);
    return node ? nodeTitle(node.data) : null;
  };
  return (
    <Stack as="section" aria-label="Log" gap="2">
      <Heading as="h2" size="md">
        Log
      </Heading>
      {run.logs.length === 0 ? (
        <Text color="fg.muted">Nothing yet: lines appear as the nodes start and end.</Text>
      ) : (
        <Box
          as="ol"
          aria-live="polite"
          listStyleType="none"
          m="0"
          p="3"
          borderWidth="1px"
          rounded="md"
          fontFamily="mono"
          fontSize="sm"
          maxH="20rem"
          overflowY="auto"
        >
          {run.logs.map((line, index) => (
            <Box as="li" key={index} overflowWrap="anywhere">
              <Text as="span" color="fg.muted">
                {formatTime(line.timestamp)}
              </Text>{' '}
              {titleOf(line.step) ? (
                <Text as="span" fontWeight="medium">
                  {titleOf(line.step)}:{' '}
                </Text>
              ) : null}
              {line.message}
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
