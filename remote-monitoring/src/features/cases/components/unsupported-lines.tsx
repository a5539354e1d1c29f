import type { UnsupportedLine } from '@vigil/contract';
import { Box, Stack, Text } from '@vigil/shared';

/** The lines of an imported file that became no step, by line number, so none is lost unseen. */
export function UnsupportedLines({ lines }: { lines: UnsupportedLine[] }) {
  return (
    <Stack gap="2">
      <Text>
        {lines.length === 1 ? 'This line' : `These ${lines.length} lines`} of the file became no
        step. Add what they did by hand in the editor:
      </Text>
      <Box
        as="ol"
        aria-label="Lines not imported"
        listStyleType="none"
        m="0"
        p="2"
        borderWidth="1px"
        rounded="md"
        maxH="16rem"
        overflow="auto"
        fontFamily="mono"
        fontSize="sm"
      >
        {lines.map(({ line, text }) => (
          <li key={line}>
            <Text as="span" color="fg.muted">
              Line {line}:{' '}
            </Text>
            <Text as="span" whiteSpace="pre-wrap" overflowWrap="anywhere">
              {text}
            </Text>
          </li>
        ))}
      </Box>
    </Stack>
  );
}
