import type { Site } from '@vigil/contract';
import { crawlStateOf, HStack, Progress, Spinner, Stack, Text } from '@vigil/shared';
import { formatTime } from '../../../lib/format-time';

export interface CrawlStatusProps {
  site: Pick<Site, 'time_crawl_started' | 'time_crawl_completed'>;
  /** The running crawl's progress (0-100) when known; shown as a bar. */
  progress?: number | null;
  /** What the latest finished crawl did (new pages found and scanned). */
  detail?: string | null;
}

/** "Crawling…" (with progress when known), "Crawled at …" or "Not crawled yet". */
export function CrawlStatus({ site, progress = null, detail = null }: CrawlStatusProps) {
  const state = crawlStateOf(site);
  if (state.kind === 'crawled') {
    return (
      // The detail may name a long URL: it wraps here rather than widening the screen.
      <Text fontSize="sm" color="fg.muted" overflowWrap="anywhere">
        Crawled at {formatTime(state.at)}
        {detail ? ` · ${detail}` : ''}
      </Text>
    );
  }
  if (state.kind === 'never') {
    return (
      <Text fontSize="sm" color="fg.muted">
        Not crawled yet
      </Text>
    );
  }
  return (
    <Stack gap="1" minW="10rem">
      <HStack gap="2">
        <Spinner size="xs" color="fg.muted" aria-hidden="true" />
        <Text fontSize="sm" color="fg.muted">
          Crawling…{progress !== null ? ` ${Math.round(progress)}%` : ''}
        </Text>
      </HStack>
      {progress !== null ? (
        <Progress.Root value={progress} max={100} size="xs" aria-label="Crawl progress">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      ) : null}
    </Stack>
  );
}
