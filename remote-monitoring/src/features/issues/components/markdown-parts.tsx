import { Box, Heading, Link, RouterLink, Table, Text } from '@vigil/shared';
import type { ReactNode } from 'react';
import type { Components } from 'react-markdown';

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const SIZES = { 1: 'lg', 2: 'md', 3: 'sm', 4: 'sm', 5: 'xs', 6: 'xs' } as const;

/** Headings sit below the page's own h1 and h2, so levels shift down two. */
function headingOf(level: Level) {
  function MarkdownHeading({ children }: { children?: ReactNode }) {
    const tag = `h${Math.min(level + 2, 6)}` as 'h3';
    return (
      <Heading as={tag} size={SIZES[level]} overflowWrap="anywhere">
        {children}
      </Heading>
    );
  }
  return MarkdownHeading;
}

/**
 * A link the URL check kept (an unsafe one arrives without href and stays text): a same-site path
 * moves within the app, any other opens as a plain link.
 */
function MarkdownLink({ href, children }: { href?: string | undefined; children?: ReactNode }) {
  if (!href) return <>{children}</>;
  if (href.startsWith('/'))
    return (
      <Link asChild {...INLINE_LINK}>
        <RouterLink to={href}>{children}</RouterLink>
      </Link>
    );
  return (
    <Link href={href} rel="noreferrer" {...INLINE_LINK}>
      {children}
    </Link>
  );
}

/**
 * Inline with the sentence, not Chakra's inline-flex (a flex box keeps a long autolinked URL on
 * one line and widened the issue screen by 655 px), and breaking anywhere in a long URL.
 */
const INLINE_LINK = { color: 'fg.info', display: 'inline', wordBreak: 'break-all' } as const;

/**
 * The Markdown elements as the app's own: headings, text, lists, code, links and GFM tables in
 * the theme's tokens (light and dark alike). A table scrolls sideways inside its own box, so a
 * wide one never widens a phone's page. Images are not loaded (a tracking pixel would see who
 * reads the issue): they show as a link to the image, named by their text.
 */
export const MARKDOWN_PARTS: Components = {
  h1: headingOf(1),
  h2: headingOf(2),
  h3: headingOf(3),
  h4: headingOf(4),
  h5: headingOf(5),
  h6: headingOf(6),
  p: ({ children }) => <Text overflowWrap="anywhere">{children}</Text>,
  a: ({ href, children }) => <MarkdownLink href={href}>{children}</MarkdownLink>,
  img: ({ src, alt }) => (
    <MarkdownLink href={typeof src === 'string' ? src : undefined}>
      {alt ? `Image: ${alt}` : 'Image'}
    </MarkdownLink>
  ),
  strong: ({ children }) => (
    <Text as="strong" fontWeight="semibold">
      {children}
    </Text>
  ),
  ul: ({ children }) => (
    <Box as="ul" ps="5" listStyleType="disc">
      {children}
    </Box>
  ),
  ol: ({ children }) => (
    <Box as="ol" ps="5" listStyleType="decimal">
      {children}
    </Box>
  ),
  blockquote: ({ children }) => (
    <Box as="blockquote" borderStartWidth="3px" borderColor="border" ps="3" color="fg.muted">
      {children}
    </Box>
  ),
  code: ({ children }) => (
    <Box as="code" px="1" rounded="sm" bg="bg.muted" fontSize="0.9em" overflowWrap="anywhere">
      {children}
    </Box>
  ),
  // Code inside a block keeps its lines and scrolls sideways; its inline look is undone.
  pre: ({ children }) => (
    <Box
      as="pre"
      p="3"
      rounded="md"
      bg="bg.muted"
      overflowX="auto"
      fontSize="sm"
      css={{ '& > code': { p: '0', bg: 'transparent', overflowWrap: 'normal' } }}
    >
      {children}
    </Box>
  ),
  table: ({ children }) => (
    <Box overflowX="auto" maxW="full" borderWidth="1px" rounded="md">
      <Table.Root size="sm">{children}</Table.Root>
    </Box>
  ),
  thead: ({ children }) => <Table.Header>{children}</Table.Header>,
  tbody: ({ children }) => <Table.Body>{children}</Table.Body>,
  tr: ({ children }) => <Table.Row>{children}</Table.Row>,
  th: ({ children, style }) => (
    <Table.ColumnHeader textAlign={style?.textAlign}>{children}</Table.ColumnHeader>
  ),
  td: ({ children, style }) => <Table.Cell textAlign={style?.textAlign}>{children}</Table.Cell>,
  hr: () => <Box as="hr" borderColor="border" />,
};
