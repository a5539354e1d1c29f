import type { CrawlDiff } from '@vigil/contract';
import { Box, Skeleton, Stack, Text } from '@vigil/shared';
import { QueryError } from '../../../components/query-error';
import { SectionCard } from '../../../components/section-card';
import { useLatestCrawlDiff } from '../../../data/crawl-diffs/get-latest-crawl-diff';
import { formatTime } from '../../../lib/format-time';

const pages = (n: number) => (n === 1 ? '1 page' : `${n} pages`);

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

function DiffBody({ diff }: { diff: CrawlDiff }) {
  if (diff.previous_crawl_time === null) {
    return (
      <Text>
        First crawl ({formatTime(diff.time_created)}): {pages(diff.pages)} found. The next re-crawl
        shows the pages added, removed and redirected since this one.
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <Text fontSize="lg" fontWeight="semibold">
        Since the previous crawl: {diffHeadline(diff)}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        Crawled {formatTime(diff.time_created)}, compared with the crawl of{' '}
        {formatTime(diff.previous_crawl_time)}; {pages(diff.pages)} answering now. Removed pages
        stopped answering (or are no longer crawled); their history stays.
      </Text>
      <Changes title="Pages added" items={diff.added} />
      <Changes title="Pages removed" items={diff.removed} />
      <Changes
        title="Pages redirected"
        items={diff.redirected.map((move) => `${move.from} → ${move.to}`)}
      />
    </Stack>
  );
}

export interface CrawlDiffProps {
  siteId: string;
  /** When the latest crawl finished: a new value re-reads the diff. */
  crawledAt: string | null;
}

/** What the latest crawl found changed since the previous one: pages added, removed, redirected. */
export function CrawlDiffSection({ siteId, crawledAt }: CrawlDiffProps) {
  const diff = useLatestCrawlDiff(siteId, crawledAt);
  let body;
  if (diff.isPending) body = <Skeleton h="12" aria-label="Loading the crawl changes" />;
  else if (diff.isError)
    body = (
      <QueryError
        what="Could not load what the crawl changed."
        error={diff.error}
        onRetry={() => void diff.refetch()}
      />
    );
  else if (diff.data === null)
    body = (
      <Text color="fg.muted">
        Once a crawl has finished, each re-crawl shows here the pages added, removed and redirected
        since the one before. Start one with Re-crawl.
      </Text>
    );
  else body = <DiffBody diff={diff.data} />;
  return <SectionCard title="Crawl changes">{body}</SectionCard>;
}
