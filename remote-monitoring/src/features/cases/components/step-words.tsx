import { Box, Text } from '@vigil/shared';
import type { Words } from '../lib/describe-step';

/** A step in words, its selectors and values in code type so they read apart from the prose. */
export function StepWords({ words }: { words: Words }) {
  return (
    <Text overflowWrap="anywhere">
      {words.map((word, index) =>
        'code' in word ? (
          <Box
            as="code"
            key={index}
            fontFamily="mono"
            fontSize="0.9em"
            bg="bg.muted"
            color="fg"
            px="1"
            rounded="sm"
            whiteSpace="pre-wrap"
          >
            {word.code}
          </Box>
        ) : (
          word.text
        ),
      )}
    </Text>
  );
}
