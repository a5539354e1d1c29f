import type { Schedule } from '@vigil/contract';
import { Badge, HStack, Stack, Text } from '@vigil/shared';
import { formatTime } from '../../../lib/format-time';
import { OUTCOME_LABELS, OUTCOME_PALETTES } from '../lib/schedule-words';

/** The last run: when (viewer's time), its outcome, and whether it fired late or by hand. */
export function ScheduleLastRun({ schedule }: { schedule: Schedule }) {
  const run = schedule.last_run;
  if (!run) return <Text color="fg.muted">Not run yet</Text>;
  return (
    <Stack gap="1">
      <Text whiteSpace="nowrap">{formatTime(run.time_fired)}</Text>
      <HStack gap="1" wrap="wrap">
        <Badge colorPalette={OUTCOME_PALETTES[run.outcome]}>{OUTCOME_LABELS[run.outcome]}</Badge>
        {run.late ? (
          <Badge colorPalette="orange" title={`Was due ${formatTime(run.due_at)}`}>
            Late
          </Badge>
        ) : null}
        {run.manual ? <Badge variant="outline">Run now</Badge> : null}
      </HStack>
      {run.error ? (
        <Text fontSize="xs" color="fg.error">
          {run.error}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The next due time in the viewer's timezone; none while paused. */
export function ScheduleNextRun({ schedule }: { schedule: Schedule }) {
  const next = schedule.next_runs[0];
  if (schedule.status === 'Paused') return <Text color="fg.muted">Paused</Text>;
  if (!next) return <Text color="fg.muted">—</Text>;
  return <Text whiteSpace="nowrap">{formatTime(next)}</Text>;
}
