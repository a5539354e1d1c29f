import { endpoints } from '@vigil/contract';
import { EditableList } from '../../../components/list/editable-list';
import { useListParams } from '../../../components/list/use-list-params';
import { useDeleteSchedule } from '../../../data/schedules/delete-schedule';
import { useSchedules } from '../../../data/schedules/list-schedules';
import { type RenderNewAlert, ScheduleFormDialog } from './schedule-form-dialog';
import { scheduleName, SchedulesTable } from './schedules-table';

/** The team's schedules, a page at a time, with New schedule and each row's actions. */
export function ScheduleList({ renderNewAlert }: { renderNewAlert?: RenderNewAlert }) {
  const { page, setPage } = useListParams(endpoints.listSchedules.query);
  const schedules = useSchedules(page);
  const remove = useDeleteSchedule();
  return (
    <EditableList
      // The tab names the list (a second "Schedules" heading would repeat the screen's).
      noun={{ one: 'schedule', many: 'schedules' }}
      query={schedules}
      page={page}
      onPageChange={setPage}
      empty={{
        title: 'No schedules yet',
        hint: 'Add a schedule to scan, test or run cases on your sites by themselves, every few minutes or once a week, and attach an alert to hear when something breaks.',
      }}
      table={(rows, editing) => (
        <SchedulesTable schedules={rows} onEdit={editing.onEdit} onDelete={editing.onDelete} />
      )}
      form={(schedule, onClose) => (
        <ScheduleFormDialog schedule={schedule} onClose={onClose} renderNewAlert={renderNewAlert} />
      )}
      remove={remove}
      deleteQuestion={{
        message: (schedule) =>
          `${scheduleName(schedule)} will stop running. Its past scans, tests and runs stay.`,
      }}
    />
  );
}
