import type { Schedule } from '@vigil/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useDeleteSchedule } from '../../../data/schedules/delete-schedule';
import { scheduleName } from './schedules-table';

/** Asks before deleting `schedule` (null: closed). */
export function DeleteScheduleDialog({
  schedule,
  onClose,
}: {
  schedule: Schedule | null;
  onClose: () => void;
}) {
  const remove = useDeleteSchedule();
  return (
    <ConfirmDialog
      open={schedule !== null}
      title="Delete this schedule?"
      message={
        schedule
          ? `${scheduleName(schedule)} will stop running. Its past scans, tests and runs stay.`
          : ''
      }
      confirmLabel="Delete schedule"
      busy={remove.isPending}
      onConfirm={() => schedule && remove.mutate(schedule.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
