import type { FlowRun } from '@vigil/contract';
import { HStack, Link, RouterLink, Stack, Text } from '@vigil/shared';
import { useCancelFlowRun } from '../../../data/flowruns/cancel-flow-run';
import { formatTime } from '../../../lib/format-time';
import { paths } from '../../../paths';
import { FlowStatusBadge } from './flow-status-badge';
import { MutationButton } from '../../../components/mutation-button';

/** The run's outcome, its flow and site, when it ran; Cancel while it works. */
export function FlowRunSummary({ run }: { run: FlowRun }) {
  const cancel = useCancelFlowRun(run.id);
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <FlowStatusBadge status={run.status} />
        <Text color="fg.muted" fontSize="sm">
          Started {formatTime(run.time_created)}
          {run.time_completed ? `, ended ${formatTime(run.time_completed)}` : ''}
        </Text>
        {run.status === 'working' ? (
          <MutationButton size="xs" variant="outline" colorPalette="red" mutation={cancel}>
            Cancel run
          </MutationButton>
        ) : null}
      </HStack>
      <Text overflowWrap="anywhere">
        Flow{' '}
        <Link asChild overflowWrap="anywhere">
          <RouterLink to={paths.flow(run.flow_id)}>{run.title}</RouterLink>
        </Link>{' '}
        on{' '}
        <Link asChild overflowWrap="anywhere">
          <RouterLink to={paths.site(run.site_id)}>{run.site_url}</RouterLink>
        </Link>
      </Text>
    </Stack>
  );
}
