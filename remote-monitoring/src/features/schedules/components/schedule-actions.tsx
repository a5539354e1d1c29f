import type { Schedule } from '@vigil/contract';
import { Button, HStack } from '@vigil/shared';
import { EditDeleteButtons } from '../../../components/list/edit-delete-buttons';
import { useRunSchedule } from '../../../data/schedules/run-schedule';
import { useSetScheduleStatus } from '../../../data/schedules/update-schedule-status';

export interface ScheduleActionsProps {
  schedule: Schedule;
  /** The row's name for screen readers ("Scan of https://a.example"). */
  name: string;
  onEdit: (schedule: Schedule) => void;
  onDelete: (schedule: Schedule) => void;
}

/**
 * Run now, pause / resume, edit, delete: plain buttons (a menu that opens a dialog loses it to
 * the menu's focus return), wrapping onto two lines in a narrow column.
 */
export function ScheduleActions({ schedule, name, onEdit, onDelete }: ScheduleActionsProps) {
  const run = useRunSchedule();
  const setStatus = useSetScheduleStatus();
  const paused = schedule.status === 'Paused';
  return (
    <HStack gap="1" justify="end" wrap="wrap" minW="10rem">
      <Button
        size="xs"
        variant="outline"
        loading={run.isPending}
        aria-label={`Run now: ${name}`}
        onClick={() => run.mutate(schedule.id)}
      >
        Run now
      </Button>
      <Button
        size="xs"
        variant="ghost"
        loading={setStatus.isPending}
        aria-label={`${paused ? 'Resume' : 'Pause'}: ${name}`}
        onClick={() => setStatus.mutate({ id: schedule.id, status: paused ? 'Active' : 'Paused' })}
      >
        {paused ? 'Resume' : 'Pause'}
      </Button>
      <EditDeleteButtons
        name={name}
        onEdit={() => onEdit(schedule)}
        onDelete={() => onDelete(schedule)}
      />
    </HStack>
  );
}
