import { Box, Heading, Link, Stack, Text } from '@vigil/shared';
import { parseBlocks, parseInline, type Block } from '../lib/markdown';

const HEADING_SIZES = { 1: 'lg', 2: 'md', 3: 'sm', 4: 'sm', 5: 'xs', 6: 'xs' } as const;

/** Inline Markdown as React elements: any HTML in the text stays text. */
function InlineText({ text }: { text: string }) {
  return parseInline(text).map((part, i) => {
    switch (part.kind) {
      case 'code':
        return (
          <Box as="code" key={i} px="1" rounded="sm" bg="bg.muted" fontSize="0.9em">
            {part.text}
          </Box>
        );
      case 'strong':
        return (
          <Text as="strong" key={i} fontWeight="semibold">
            {part.text}
          </Text>
        );
      case 'link':
        return (
          <Link key={i} href={part.href} rel="noreferrer" color="fg.info">
            {part.text}
          </Link>
        );
      default:
        return <span key={i}>{part.text}</span>;
    }
  });
}

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'heading':
      return (
        <Heading as={`h${Math.min(block.level + 2, 6)}` as 'h3'} size={HEADING_SIZES[block.level]}>
          <InlineText text={block.text} />
        </Heading>
      );
    case 'code':
      return (
        <Box as="pre" p="3" rounded="md" bg="bg.muted" overflowX="auto" fontSize="sm">
          <code>{block.text}</code>
        </Box>
      );
    case 'list':
      return (
        <Box
          as={block.ordered ? 'ol' : 'ul'}
          ps="5"
          listStyleType={block.ordered ? 'decimal' : 'disc'}
        >
          {block.items.map((item, i) => (
            <li key={i}>
              <InlineText text={item} />
            </li>
          ))}
        </Box>
      );
    default:
      return (
        <Text whiteSpace="pre-wrap" overflowWrap="anywhere">
          <InlineText text={block.text} />
        </Text>
      );
  }
}

/**
 * Issue details written in Markdown, rendered from a small safe subset (markdown.ts): headings
 * sit below the page's own h1/h2, so levels are shifted down two.
 */
export function MarkdownView({ markdown }: { markdown: string }) {
  const blocks = parseBlocks(markdown);
  if (blocks.length === 0) return <Text color="fg.muted">No details.</Text>;
  return (
    <Stack gap="3" data-testid="issue-details">
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </Stack>
  );
}
