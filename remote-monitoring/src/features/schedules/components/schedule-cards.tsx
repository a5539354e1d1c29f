import type { Schedule } from '@vigil/contract';
import { Badge, HStack, Stack, Text } from '@vigil/shared';
import type { ReactNode } from 'react';
import { coverageWords, TASK_LABELS, timingWords } from '../lib/schedule-words';
import { ScheduleActions } from './schedule-actions';
import { ScheduleLastRun, ScheduleNextRun } from './schedule-run-cell';
import type { SchedulesTableProps } from './schedules-table';

/** A labelled value of a card: "Next run" over the time. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0">
      <Text color="fg.muted" fontSize="xs">
        {label}
      </Text>
      {children}
    </Stack>
  );
}

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
        <Stack
          as="li"
          key={it.id}
          borderWidth="1px"
          rounded="md"
          p="3"
          gap="2"
          aria-label={nameOf(it)}
        >
          <HStack justify="space-between" align="start" gap="2">
            <Text fontWeight="medium" minW="0" overflowWrap="anywhere">
              {coverageWords(it)}
            </Text>
            <Badge colorPalette={it.status === 'Active' ? 'green' : 'gray'}>{it.status}</Badge>
          </HStack>
          <ScheduleActions schedule={it} name={nameOf(it)} onEdit={onEdit} onDelete={onDelete} />
          {it.scope !== 'account' && it.resources.length > 1 ? (
            <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
              {it.resources.map((resource) => resource.str).join(', ')}
            </Text>
          ) : null}
          <HStack gap="6" rowGap="2" wrap="wrap" fontSize="sm" align="start">
            <Fact label="Task">{TASK_LABELS[it.task_type]}</Fact>
            <Fact label="When">
              <Text overflowWrap="anywhere">{timingWords(it)}</Text>
            </Fact>
            <Fact label="Next run">
              <ScheduleNextRun schedule={it} />
            </Fact>
            <Fact label="Last run">
              <ScheduleLastRun schedule={it} />
            </Fact>
          </HStack>
        </Stack>
      ))}
    </Stack>
  );
}
