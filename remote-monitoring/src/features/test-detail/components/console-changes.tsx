import type { TestDeltas } from '@vigil/contract';
import { Badge, HStack, Stack, Text } from '@vigil/shared';

type Logs = NonNullable<TestDeltas['logs']>;
type Change = Logs['new'][number];

function Changes({
  title,
  changes,
  palette,
}: {
  title: string;
  changes: Change[];
  palette: string;
}) {
  return (
    <Stack as="section" aria-label={title} gap="2" minW="0">
      <HStack gap="2">
        <Text fontWeight="semibold">{title}</Text>
        <Badge variant="subtle" colorPalette={palette}>
          {changes.length}
        </Badge>
      </HStack>
      {changes.length === 0 ? (
        <Text color="fg.muted">None.</Text>
      ) : (
        <Stack as="ul" gap="1">
          {changes.map((change) => (
            <Text
              as="li"
              key={`${change.level}:${change.message}`}
              listStyleType="none"
              fontFamily="mono"
              fontSize="sm"
              wordBreak="break-word"
            >
              [{change.level}] {change.message} ({change.before} → {change.after})
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** Console messages only the new scan has, and those it no longer has (normalised, counted). */
export function ConsoleChanges({ logs }: { logs: Logs }) {
  return (
    <Stack gap="4">
      <Changes title="New console messages" changes={logs.new} palette="red" />
      <Changes title="Resolved console messages" changes={logs.resolved} palette="green" />
    </Stack>
  );
}
