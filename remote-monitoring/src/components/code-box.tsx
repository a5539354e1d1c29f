import { Box, type BoxProps } from '@vigil/shared';

/**
 * Monospaced text in a bordered box that scrolls instead of wrapping or stretching its column
 * (commands on a phone, long payloads in a table).
 */
export function CodeBox({ children, ...box }: { children: string } & BoxProps) {
  return (
    <Box
      as="pre"
      bg="bg.muted"
      color="fg"
      borderWidth="1px"
      rounded="md"
      p="3"
      fontSize="xs"
      fontFamily="mono"
      overflowX="auto"
      {...box}
    >
      <code>{children}</code>
    </Box>
  );
}
