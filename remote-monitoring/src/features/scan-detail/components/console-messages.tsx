import type { Scan } from '@vigil/contract';
import { Badge, Heading, HStack, Stack, Text } from '@vigil/shared';

type Entry = Scan['logs'][number];

// The browser's levels, most urgent first; any other level follows in the order it appeared.
const LEVEL_ORDER = ['error', 'warning', 'info', 'log', 'debug'];
const PALETTE: Record<string, string> = { error: 'red', warning: 'orange', info: 'blue' };

function groupByLevel(entries: Entry[]) {
  const levels = [...new Set(entries.map((entry) => entry.level))].sort((a, b) => {
    const rank = (level: string) => {
      const index = LEVEL_ORDER.indexOf(level);
      return index === -1 ? LEVEL_ORDER.length : index;
    };
    return rank(a) - rank(b);
  });
  return levels.map((level) => ({
    level,
    entries: entries.filter((entry) => entry.level === level),
  }));
}

/** What the page wrote to the browser console, grouped by level. */
export function ConsoleMessages({ logs }: { logs: Entry[] }) {
  if (logs.length === 0) return <Text color="fg.muted">No console messages.</Text>;
  return (
    <Stack gap="4">
      {groupByLevel(logs).map(({ level, entries }) => (
        <Stack key={level} as="section" aria-label={`Console ${level} messages`} gap="2">
          <HStack gap="2">
            <Heading as="h3" size="sm" textTransform="capitalize">
              {level}
            </Heading>
            <Badge variant="subtle" colorPalette={PALETTE[level] ?? 'gray'}>
              {entries.length}
            </Badge>
          </HStack>
          <Stack as="ul" gap="1">
            {entries.map((entry, index) => (
              <Stack as="li" key={index} listStyleType="none" gap="0" minW="0">
                <Text fontFamily="mono" fontSize="sm" wordBreak="break-word">
                  {entry.message}
                </Text>
                {entry.source && (
                  <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
                    {entry.source}
                  </Text>
                )}
              </Stack>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
