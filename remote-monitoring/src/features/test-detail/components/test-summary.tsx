import type { Test } from '@vigil/contract';
import { Alert, Badge, HStack, Link, RouterLink, Stack, Text } from '@vigil/shared';
import { LookBadge, type Look } from '../../../components/look-badge';
import { useAcceptTestBaseline } from '../../../data/tests/accept-test';
import { formatTime } from '../../../lib/format-time';
import { paths } from '../../../paths';
import { MutationButton } from '../../../components/mutation-button';

const LOOK: Record<Test['status'], Look> = {
  passed: { label: 'Passed', palette: 'green' },
  failed: { label: 'Failed', palette: 'red' },
  working: { label: 'Working…', palette: 'blue' },
};

/** Passed or failed against the threshold, the score, where it came from, and what to do next. */
export function TestSummary({ test }: { test: Test }) {
  const accept = useAcceptTestBaseline(test.id);
  const canAccept = test.status !== 'working' && test.error === null && !test.is_baseline;
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <LookBadge look={LOOK[test.status]} size="lg" />
        <Text fontSize="2xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
          {test.score === null ? '—' : `${test.score} %`}
        </Text>
        <Text color="fg.muted">threshold {test.threshold} %</Text>
        {test.is_baseline && (
          <Badge variant="outline" colorPalette="gray">
            Baseline
          </Badge>
        )}
      </HStack>
      <Text color="fg.muted" fontSize="sm" overflowWrap="anywhere">
        {test.page_url} · started {formatTime(test.time_created)}
        {test.time_completed && ` · completed ${formatTime(test.time_completed)}`}
      </Text>
      <TestLinks test={test} />
      <TestNotes test={test} />
      {canAccept && (
        <MutationButton alignSelf="start" variant="outline" mutation={accept}>
          Accept as baseline
        </MutationButton>
      )}
    </Stack>
  );
}

/** Back to the page, and the scans before and after. */
function TestLinks({ test }: { test: Test }) {
  return (
    <HStack gap="4" wrap="wrap" fontSize="sm">
      <Link asChild color="fg" textDecoration="underline">
        <RouterLink to={paths.page(test.page)}>Back to the page</RouterLink>
      </Link>
      {test.pre_scan && (
        <Link asChild color="fg" textDecoration="underline">
          <RouterLink to={paths.scan(test.pre_scan)}>Scan before</RouterLink>
        </Link>
      )}
      {test.post_scan && (
        <Link asChild color="fg" textDecoration="underline">
          <RouterLink to={paths.scan(test.post_scan)}>Scan after</RouterLink>
        </Link>
      )}
    </HStack>
  );
}

/** Why the test could not compare, and what the capture noted. */
function TestNotes({ test }: { test: Test }) {
  return (
    <>
      {test.error !== null && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>The test could not compare the page.</Alert.Title>
            <Alert.Description overflowWrap="anywhere">{test.error}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {test.note !== null && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Description overflowWrap="anywhere">{test.note}</Alert.Description>
        </Alert.Root>
      )}
    </>
  );
}
