import type { Schedule } from '@vigil/contract';
import { Button, DropdownMenu, HStack } from '@vigil/shared';
import { useRunSchedule } from '../../../data/schedules/run-schedule';
import { useSetScheduleStatus } from '../../../data/schedules/update-schedule-status';

export interface ScheduleActionsProps {
  schedule: Schedule;
  /** The row's name for screen readers ("Scan of https://a.example"). */
  name: string;
  onEdit: (schedule: Schedule) => void;
  onDelete: (schedule: Schedule) => void;
}

/** Run now beside a menu of the rest (pause / resume, edit, delete): narrow enough for a phone. */
export function ScheduleActions({ schedule, name, onEdit, onDelete }: ScheduleActionsProps) {
  const run = useRunSchedule();
  const setStatus = useSetScheduleStatus();
  const paused = schedule.status === 'Paused';
  return (
    <HStack gap="1" justify="end">
      <Button
        size="xs"
        variant="outline"
        loading={run.isPending}
        aria-label={`Run now: ${name}`}
        onClick={() => run.mutate(schedule.id)}
      >
        Run now
      </Button>
      <DropdownMenu
        trigger={
          <Button size="xs" variant="ghost" aria-label={`More actions: ${name}`}>
            ⋯
          </Button>
        }
        items={[
          {
            label: paused ? 'Resume' : 'Pause',
            disabled: setStatus.isPending,
            onSelect: () =>
              setStatus.mutate({ id: schedule.id, status: paused ? 'Active' : 'Paused' }),
          },
          { label: 'Edit', onSelect: () => onEdit(schedule) },
          { label: 'Delete', onSelect: () => onDelete(schedule) },
        ]}
      />
    </HStack>
  );
}
