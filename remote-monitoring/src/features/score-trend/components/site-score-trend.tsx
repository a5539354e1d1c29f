import type { ScoreTrend } from '@vigil/contract';
import { SCORE_TREND_DAYS } from '@vigil/contract';
import { Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@vigil/shared';
import { useSiteScoreTrend } from '../../../data/score-trend/get-site-score-trend';
import { formatDay, hasTrend, trendLabel } from '../lib/describe-trend';
import { Sparkline } from './sparkline';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function TrendChart({ trend }: { trend: ScoreTrend }) {
  return (
    <>
      <Sparkline
        points={trend.points}
        label={trendLabel(trend)}
        viewWidth={600}
        viewHeight={120}
        fluid
        dots
        maxW="3xl"
      />
      <Text fontSize="sm" color="fg.muted">
        {plural(trend.points.length, 'day')} with scans, {plural(trend.scans, 'scan')}; latest score{' '}
        {trend.latest_score ?? '—'}.
      </Text>
    </>
  );
}

/**
 * The site's score over the last 30 days (one point per day: the average of that day's page
 * scans), with the window's dates. Below two days of scans it says how to get a trend.
 */
export function SiteScoreTrend({ siteId }: { siteId: string }) {
  const trend = useSiteScoreTrend(siteId, SCORE_TREND_DAYS.default);
  return (
    <Stack as="section" aria-label="Score trend" gap="2">
      <Flex gap="2" align="baseline" wrap="wrap" justify="space-between" maxW="3xl">
        <Heading as="h2" size="md">
          Score trend
        </Heading>
        {trend.data && (
          <Text fontSize="sm" color="fg.muted">
            {formatDay(trend.data.from)} – {formatDay(trend.data.to)}
          </Text>
        )}
      </Flex>
      {trend.isPending ? (
        <Skeleton h="24" maxW="3xl" aria-busy="true" aria-label="Loading the score trend" />
      ) : trend.isError ? (
        // Quiet on purpose: the rest of the screen still works without the trend.
        <HStack gap="3">
          <Text color="fg.muted">Could not load the score trend.</Text>
          <Button size="xs" variant="outline" onClick={() => void trend.refetch()}>
            Retry
          </Button>
        </HStack>
      ) : hasTrend(trend.data) ? (
        <TrendChart trend={trend.data} />
      ) : (
        <Text color="fg.muted">
          Not enough scans yet: a trend needs scans on two different days of the last{' '}
          {trend.data.days} days. Use Scan all, or add a schedule, to build one.
        </Text>
      )}
    </Stack>
  );
}
