import { Box, Flex, Text } from '@vigil/shared';
import { CopyButton } from './copy-button';

/** A titled snippet that scrolls sideways on a phone instead of wrapping commands. */
export function CodeBlock({ title, code }: { title: string; code: string }) {
  return (
    <Box as="figure" aria-label={title}>
      <Flex justify="space-between" align="center" mb="1" gap="2">
        <Text as="figcaption" fontWeight="medium" fontSize="sm">
          {title}
        </Text>
        <CopyButton text={code} label={`Copy ${title}`} copied={`${title} copied`} />
      </Flex>
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
      >
        <code>{code}</code>
      </Box>
    </Box>
  );
}
