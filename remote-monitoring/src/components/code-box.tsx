import { Box, type BoxProps } from '@vigil/shared';

/** Code or a payload in a mono box that scrolls rather than wrapping or stretching its parent. */
export function CodeBox({ code, ...props }: { code: string } & BoxProps) {
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
      {...props}
    >
      <code>{code}</code>
    </Box>
  );
}
