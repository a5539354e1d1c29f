import { SimpleGrid, Skeleton, Stack, Text } from '@vigil/shared';
import { CodeBox } from '../../../components/code-box';
import { QueryState } from '../../../components/query-state';
import { useApiLog } from '../../../data/logs/get-api-log';
import { prettyPayload } from '../lib/pretty-payload';

function Payload({
  title,
  payload,
  truncated,
}: {
  title: string;
  payload: unknown;
  truncated: boolean;
}) {
  const text = prettyPayload(payload, truncated);
  return (
    <Stack as="figure" gap="1" minW="0" aria-label={title}>
      <Text as="figcaption" fontSize="sm" fontWeight="medium">
        {title}
        {truncated && (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            (cut at 16 KB)
          </Text>
        )}
      </Text>
      {text === null ? (
        <Text fontSize="sm" color="fg.muted">
          No body
        </Text>
      ) : (
        // Long payloads scroll inside the box instead of stretching the table.
        <CodeBox code={text} maxH="20rem" overflow="auto" whiteSpace="pre" />
      )}
    </Stack>
  );
}

/** The request and response of one logged call, read when its row is opened. */
export function LogPayloads({ id }: { id: string }) {
  const log = useApiLog(id);
  const loading = (
    <Stack gap="2" aria-busy="true" aria-label="Loading request and response">
      <Skeleton h="6" />
      <Skeleton h="6" />
    </Stack>
  );
  return (
    <QueryState query={log} loading={loading} failed="Could not load this request.">
      {(data) => (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="3">
          <Payload title="Request" payload={data.request} truncated={data.request_truncated} />
          <Payload title="Response" payload={data.response} truncated={data.response_truncated} />
        </SimpleGrid>
      )}
    </QueryState>
  );
}
