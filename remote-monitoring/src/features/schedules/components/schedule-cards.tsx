import type { Schedule } from '@vigil/contract';
import { HStack, Stack, Text } from '@vigil/shared';
import { ManagedByCodeBadge } from '../../../components/managed-by-code-badge';
import { coverageWords, TASK_LABELS, timingWords } from '../lib/schedule-words';
import { ScheduleActions } from './schedule-actions';
import { Fact, ScheduleCard, ScheduleResources, ScheduleStatusBadge } from './schedule-card';
import type { SchedulesTableProps } from './schedules-table';

/**
 * The schedules as cards, for a phone: what each covers, then its actions (Run now first), then
 * its timing and runs, so nothing a person acts on sits off the screen's edge as in a table.
 */
export function ScheduleCards({
  schedules,
  onEdit,
  onDelete,
  label,
  nameOf,
}: SchedulesTableProps & { nameOf: (schedule: Schedule) => string }) {
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={label ?? 'Schedules'}>
      {schedules.map((it) => (
        <ScheduleCard
          key={it.id}
          schedule={it}
          name={nameOf(it)}
          header={
            <HStack justify="space-between" align="start" gap="2">
              <Text fontWeight="medium" minW="0" overflowWrap="anywhere">
                {coverageWords(it)}
              </Text>
              <HStack gap="2" wrap="wrap" justify="end">
                <ManagedByCodeBadge managedBy={it.managed_by} />
                <ScheduleStatusBadge schedule={it} />
              </HStack>
            </HStack>
          }
          facts={
            <>
              <Fact label="Task">{TASK_LABELS[it.task_type]}</Fact>
              <Fact label="When">
                <Text overflowWrap="anywhere">{timingWords(it)}</Text>
              </Fact>
            </>
          }
        >
          <ScheduleActions schedule={it} name={nameOf(it)} onEdit={onEdit} onDelete={onDelete} />
          <ScheduleResources schedule={it} />
        </ScheduleCard>
      ))}
    </Stack>
  );
}
