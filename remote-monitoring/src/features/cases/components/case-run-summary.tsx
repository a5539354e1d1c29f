import type { CaseRun } from '@vigil/contract';
import { HStack, Link, RouterLink, Stack, Text, useSite } from '@vigil/shared';
import { useCase } from '../../../data/cases/get-case';
import { formatTime } from '../../../lib/format-time';
import { paths } from '../../../paths';
import { seconds } from '../lib/seconds';
import { CaseRunStatusBadge } from './case-run-status-badge';

/** The run's outcome, its case and site, how long it took and the issue it opened. */
export function CaseRunSummary({ run }: { run: CaseRun }) {
  const testCase = useCase(run.case);
  const site = useSite(run.site);
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <CaseRunStatusBadge status={run.status} />
        <Text color="fg.muted">Started {formatTime(run.time_created)}</Text>
        {run.duration_ms !== null && (
          <Text color="fg.muted">Total time {seconds(run.duration_ms)}</Text>
        )}
      </HStack>
      <Text overflowWrap="anywhere">
        Case{' '}
        <Link asChild overflowWrap="anywhere">
          <RouterLink to={paths.case(run.case)}>{testCase.data?.title ?? '…'}</RouterLink>
        </Link>{' '}
        on{' '}
        <Link asChild overflowWrap="anywhere">
          <RouterLink to={paths.site(run.site)}>{site.data?.site_url ?? '…'}</RouterLink>
        </Link>
      </Text>
      {run.error && <Text color="fg.error">{run.error}</Text>}
      {run.issue && (
        <Text>
          <Link asChild>
            <RouterLink to={paths.issue(run.issue)}>See the issue this failure opened</RouterLink>
          </Link>
        </Text>
      )}
    </Stack>
  );
}
