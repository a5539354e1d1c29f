import type { MonitorStats, MonitorStatsPeriod } from '@vigil/contract';
import { Box, Button, Flex, Heading, HStack, Skeleton, Stack, Text } from '@vigil/shared';
import { lazy, Suspense, useState } from 'react';
import { ListEmpty } from '../../../components/list/list-empty';
import { QueryError } from '../../../components/query-error';
import { useMonitorStats } from '../data/monitor-detail';
import { PERIOD_TEXT } from '../lib/monitor-detail-words';
import { uptimeText } from '../lib/monitor-words';

// recharts is the largest thing on the screen: its own chunk, fetched once there are figures to
// draw, so neither the Uptime list nor this screen's first paint waits for it.
const MonitorDetailChart = lazy(() =>
  import(/* webpackChunkName: "monitor-detail-chart" */ './monitor-detail-chart').then((m) => ({
    default: m.MonitorDetailChart,
  })),
);

const PERIODS: MonitorStatsPeriod[] = ['24h', '7d', '30d'];

/** The gaps in words: no check ran though one was due (our checkers, not the site). */
function GapNote({ stats }: { stats: MonitorStats }) {
  const gaps = stats.buckets.filter((bucket) => bucket.gap).length;
  if (gaps === 0) return null;
  const unit = stats.bucket_seconds === 3600 ? 'hour' : 'day';
  return (
    <Text fontSize="sm" color="fg.muted">
      {gaps} {unit}
      {gaps === 1 ? '' : 's'} without checks (our checkers could not run them): shown as breaks in
      the lines, never counted against your uptime.
    </Text>
  );
}

function Figures({ stats }: { stats: MonitorStats }) {
  const checks = stats.buckets.reduce((sum, bucket) => sum + bucket.checks, 0);
  if (checks === 0 && !stats.buckets.some((bucket) => bucket.gap))
    return (
      <ListEmpty
        title="No checks yet: the first runs within its interval"
        hint="Check now shows what the monitor would see at once, without counting it."
      />
    );
  return (
    <Stack gap="2">
      <Text fontSize="sm">
        Uptime over {PERIOD_TEXT[stats.period]}: <strong>{uptimeText(stats.uptime)}</strong> of{' '}
        {checks} checks
      </Text>
      <Box minH="240px">
        <Suspense fallback={<Skeleton h="240px" aria-label="Loading the chart" />}>
          <MonitorDetailChart stats={stats} />
        </Suspense>
      </Box>
      <GapNote stats={stats} />
    </Stack>
  );
}

/** Response times (p50, p95) over 24 h, 7 or 30 days, with the period's uptime and its gaps. */
export function MonitorDetailResponseTimes({ id }: { id: string }) {
  const [period, setPeriod] = useState<MonitorStatsPeriod>('24h');
  const stats = useMonitorStats(id, period);
  return (
    <Stack as="section" aria-labelledby="response-times-heading" gap="3">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id="response-times-heading">
          Response times
        </Heading>
        <HStack role="group" aria-label="Period" gap="1">
          {PERIODS.map((each) => (
            <Button
              key={each}
              size="xs"
              variant={each === period ? 'solid' : 'outline'}
              aria-pressed={each === period}
              onClick={() => setPeriod(each)}
            >
              {PERIOD_TEXT[each]}
            </Button>
          ))}
        </HStack>
      </Flex>
      {stats.data ? (
        <Box opacity={stats.isPlaceholderData ? 0.6 : 1}>
          <Figures stats={stats.data} />
        </Box>
      ) : stats.isError ? (
        <QueryError
          what="Could not load the response times."
          error={stats.error}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <Skeleton h="240px" aria-label="Loading the response times" />
      )}
    </Stack>
  );
}
