import { Box, type BoxProps } from '@vigil/shared';

/**
 * A value with no spaces to break at (a secret, a URL, a selector) in mono type, wrapped at any
 * character so it stays inside its box instead of widening the page (issue 43: a 64-character
 * secret made the flow editor 1,601 px wide). Chakra's Code is an inline flex box and never wraps.
 */
export function LongValue({ children, ...props }: BoxProps) {
  return (
    <Box
      as="code"
      display="block"
      fontFamily="mono"
      fontSize="sm"
      bg="bg.muted"
      rounded="sm"
      px="2"
      py="1"
      overflowWrap="anywhere"
      wordBreak="break-all"
      minW="0"
      {...props}
    >
      {children}
    </Box>
  );
}
