import type { Schedule } from '@vigil/contract';
import { HStack, Stack, Text } from '@vigil/shared';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { ManagedByCodeBadge } from '../../../components/managed-by-code-badge';
import { useBelowMd } from '../../../lib/use-below-md';
import { coverageWords, TASK_LABELS, timingWords } from '../lib/schedule-words';
import { ScheduleActions } from './schedule-actions';
import { ScheduleResources, ScheduleStatusBadge } from './schedule-card';
import { ScheduleCards } from './schedule-cards';
import { ScheduleLastRun, ScheduleNextRun } from './schedule-run-cell';

export interface SchedulesTableProps {
  schedules: Schedule[];
  onEdit: (schedule: Schedule) => void;
  onDelete: (schedule: Schedule) => void;
  label?: string;
}

/** "Scan of https://a.example", "Test of every site": how a schedule is named to people. */
export const scheduleName = (schedule: Schedule) =>
  `${TASK_LABELS[schedule.task_type]} of ${coverageWords(schedule).replace(/^Every/, 'every')}`;

/**
 * One page of schedules: a table, and below `md` cards (in the table, a phone's Run now sat four
 * columns past the screen's edge).
 */
export function SchedulesTable(props: SchedulesTableProps) {
  const belowMd = useBelowMd();
  if (belowMd) return <ScheduleCards {...props} nameOf={scheduleName} />;
  return <WideSchedulesTable {...props} />;
}

function WideSchedulesTable({ schedules, onEdit, onDelete, label }: SchedulesTableProps) {
  const columns: Column<Schedule>[] = [
    {
      header: 'Covers',
      minWidth: '12rem',
      cell: (it) => (
        <Stack gap="0">
          <Text fontWeight="medium">{coverageWords(it)}</Text>
          <ScheduleResources schedule={it} />
        </Stack>
      ),
    },
    { header: 'Task', nowrap: true, cell: (it) => TASK_LABELS[it.task_type] },
    { header: 'When', minWidth: '10rem', cell: (it) => timingWords(it) },
    { header: 'Next run', cell: (it) => <ScheduleNextRun schedule={it} /> },
    { header: 'Last run', cell: (it) => <ScheduleLastRun schedule={it} /> },
    {
      header: 'Status',
      cell: (it) => (
        <HStack gap="2">
          <ScheduleStatusBadge schedule={it} />
          <ManagedByCodeBadge managedBy={it.managed_by} />
        </HStack>
      ),
    },
    {
      header: <Text srOnly>Actions</Text>,
      align: 'end',
      cell: (it) => (
        <ScheduleActions
          schedule={it}
          name={scheduleName(it)}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ),
    },
  ];
  return (
    <DataTable label={label ?? 'Schedules'} minWidth="56rem" columns={columns} rows={schedules} />
  );
}
