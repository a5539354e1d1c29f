import type { CrawlDiff } from '@vigil/contract';
import { Box, Skeleton, Stack, Text } from '@vigil/shared';
import { useState } from 'react';
import { Pagination } from '../../../components/pagination';
import { QueryState } from '../../../components/query-state';
import { useEarlierCrawlDiffs } from '../../../data/crawl-diffs/list-earlier-crawl-diffs';
import { formatTime } from '../../../lib/format-time';
import { DiffChanges, diffHeadline, pages } from './diff-changes';

/** One earlier crawl: when, what changed at a glance, and its lists to expand. */
function EarlierCrawl({ diff }: { diff: CrawlDiff }) {
  const when = formatTime(diff.time_created);
  return (
    <Stack as="li" aria-label={`Crawl of ${when}`} listStyleType="none" gap="2" pt="2">
      <Text fontWeight="semibold">
        {when}:{' '}
        {diff.previous_crawl_time === null
          ? `first crawl, ${pages(diff.pages)} found`
          : diffHeadline(diff)}
      </Text>
      {diff.previous_crawl_time !== null && <DiffChanges diff={diff} />}
    </Stack>
  );
}

function EarlierCrawlList({ siteId, crawledAt }: { siteId: string; crawledAt: string | null }) {
  const [page, setPage] = useState(1);
  const diffs = useEarlierCrawlDiffs(siteId, page, crawledAt);
  return (
    <QueryState
      query={diffs}
      loading={<Skeleton h="12" aria-label="Loading the previous crawls" />}
      failed="Could not load the previous crawls."
    >
      {({ results, count }) => (
        <Stack gap="2" mt="2">
          <Stack as="ul" aria-label="Previous crawls" gap="3">
            {results.map((diff) => (
              <EarlierCrawl key={diff.id} diff={diff} />
            ))}
          </Stack>
          <Pagination label="Previous crawls" page={page} count={count} onPageChange={setPage} />
        </Stack>
      )}
    </QueryState>
  );
}

export interface EarlierCrawlsProps {
  siteId: string;
  /** How many crawls came before the latest. */
  count: number;
  crawledAt: string | null;
}

/**
 * The crawls before the latest, newest first, each with its changes; read when opened (most
 * visits only need the latest).
 */
export function EarlierCrawls({ siteId, count, crawledAt }: EarlierCrawlsProps) {
  const [open, setOpen] = useState(false);
  return (
    <Box
      as="details"
      borderTopWidth="1px"
      pt="3"
      onToggle={(event) => setOpen(event.currentTarget.hasAttribute('open'))}
    >
      <Box as="summary" cursor="pointer" fontWeight="semibold">
        Previous crawls ({count})
      </Box>
      {open && <EarlierCrawlList siteId={siteId} crawledAt={crawledAt} />}
    </Box>
  );
}
