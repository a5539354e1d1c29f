import { Code, Text, type TextProps } from '@vigil/shared';

/**
 * Text whose `backticked` parts are code, as Lighthouse writes its audit titles ("Avoid
 * `document.write()`"). Only backticks are read: the rest is shown as written, never as HTML.
 */
export function InlineCodeText({ text, ...props }: { text: string } & TextProps) {
  // split() with a capture group: odd indexes are the backticked parts.
  const parts = text.split(/`([^`]+)`/);
  return (
    <Text {...props}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Code key={index} size="sm">
            {part}
          </Code>
        ) : (
          part
        ),
      )}
    </Text>
  );
}
