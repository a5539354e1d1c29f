import type { CrawlDiff } from '@vigil/contract';
import { Skeleton, Stack, Text } from '@vigil/shared';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useLatestCrawlDiff } from '../../../data/crawl-diffs/get-latest-crawl-diff';
import { formatTime } from '../../../lib/format-time';
import { DiffChanges, diffHeadline, pages } from './diff-changes';
import { EarlierCrawls } from './earlier-crawls';

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
      <DiffChanges diff={diff} />
    </Stack>
  );
}

export interface CrawlDiffProps {
  siteId: string;
  /** When the latest crawl finished: a new value re-reads the diff. */
  crawledAt: string | null;
}

/**
 * What the latest crawl found changed since the previous one (pages added, removed, redirected),
 * then the earlier crawls' changes on demand.
 */
export function CrawlDiffSection({ siteId, crawledAt }: CrawlDiffProps) {
  const diffs = useLatestCrawlDiff(siteId, crawledAt);
  return (
    <SectionCard title="Crawl changes">
      <QueryState
        query={diffs}
        loading={<Skeleton h="12" aria-label="Loading the crawl changes" />}
        failed="Could not load what the crawl changed."
      >
        {({ latest, count }) =>
          latest === null ? (
            <Text color="fg.muted">
              Once a crawl has finished, each re-crawl shows here the pages added, removed and
              redirected since the one before. Start one with Re-crawl.
            </Text>
          ) : (
            <Stack gap="3">
              <DiffBody diff={latest} />
              {count > 1 && (
                <EarlierCrawls siteId={siteId} count={count - 1} crawledAt={crawledAt} />
              )}
            </Stack>
          )
        }
      </QueryState>
    </SectionCard>
  );
}
