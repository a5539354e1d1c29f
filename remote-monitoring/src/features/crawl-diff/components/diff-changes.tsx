import type { CrawlDiff } from '@vigil/contract';
import { Box, Stack, Text } from '@vigil/shared';

export const pages = (n: number) => (n === 1 ? '1 page' : `${n} pages`);

/** "+2 pages, −1 page, 1 redirected": the headline a reader takes in at a glance. */
export const diffHeadline = (diff: CrawlDiff) =>
  `+${pages(diff.added.length)}, −${pages(diff.removed.length)}, ${diff.redirected.length} redirected`;

/** One expandable list (a native disclosure: keyboard and screen readers for free). */
function Changes({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Box as="details" borderTopWidth="1px" pt="2">
      <Box as="summary" cursor="pointer" fontWeight="semibold">
        {title} ({items.length})
      </Box>
      <Stack as="ul" aria-label={title} gap="1" mt="2" maxH="16rem" overflowY="auto">
        {items.map((item) => (
          <Text
            as="li"
            key={item}
            listStyleType="none"
            fontFamily="mono"
            fontSize="sm"
            wordBreak="break-all"
          >
            {item}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}

/** A crawl's added, removed and redirected pages, each list expandable. */
export function DiffChanges({ diff }: { diff: CrawlDiff }) {
  return (
    <>
      <Changes title="Pages added" items={diff.added} />
      <Changes title="Pages removed" items={diff.removed} />
      <Changes
        title="Pages redirected"
        items={diff.redirected.map((move) => `${move.from} → ${move.to}`)}
      />
    </>
  );
}
