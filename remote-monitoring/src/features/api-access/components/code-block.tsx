import { Box, Flex, Text } from '@vigil/shared';
import { CodeBox } from '../../../components/code-box';
import { CopyButton } from '../../../components/copy-button';

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
      <CodeBox code={code} />
    </Box>
  );
}
