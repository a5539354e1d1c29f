import type { Schedule } from '@vigil/contract';
import { Button, HStack } from '@vigil/shared';
import { useState } from 'react';
import { endpoints } from '@vigil/contract';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';
import { useSchedules } from '../../../data/schedules/list-schedules';
import { DeleteScheduleDialog } from './delete-schedule-dialog';
import { type RenderNewAlert, ScheduleFormDialog } from './schedule-form-dialog';
import { SchedulesTable } from './schedules-table';

/** What the form dialog edits: nothing (closed), a new schedule, or an existing one. */
type Editing = { schedule: Schedule | null } | null;

/** The team's schedules, a page at a time, with New schedule and each row's actions. */
export function ScheduleList({ renderNewAlert }: { renderNewAlert?: RenderNewAlert }) {
  const { page, setPage } = useListParams(endpoints.listSchedules.query);
  const schedules = useSchedules(page);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Schedule | null>(null);
  const create = (
    <Button size="sm" onClick={() => setEditing({ schedule: null })}>
      New schedule
    </Button>
  );
  return (
    <>
      <ListFrame
        label="Schedules"
        // The tab names the list (a second "Schedules" heading would repeat the screen's).
        toolbar={<HStack justify="end">{create}</HStack>}
        query={schedules}
        loadingLabel="Loading schedules"
        errorText="Could not load your schedules."
        empty={
          <ListEmpty
            title="No schedules yet"
            hint="Add a schedule to scan, test or run cases on your sites by themselves, every few minutes or once a week, and attach an alert to hear when something breaks."
            action={create}
          />
        }
        page={page}
        onPageChange={setPage}
      >
        {(rows) => (
          <SchedulesTable
            schedules={rows}
            onEdit={(schedule) => setEditing({ schedule })}
            onDelete={setDeleting}
          />
        )}
      </ListFrame>
      {editing ? (
        <ScheduleFormDialog
          schedule={editing.schedule}
          onClose={() => setEditing(null)}
          renderNewAlert={renderNewAlert}
        />
      ) : null}
      <DeleteScheduleDialog schedule={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
