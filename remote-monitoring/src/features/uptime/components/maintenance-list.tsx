import { endpoints, type MaintenanceWindow } from '@vigil/contract';
import { Badge, Heading, HStack, Stack, Text } from '@vigil/shared';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import {
  EditableList,
  editDeleteColumn,
  type RowEditing,
} from '../../../components/list/editable-list';
import { useListParams } from '../../../components/list/use-list-params';
import { useDeleteMaintenance, useMaintenanceWindows, useMonitorNames } from '../data/maintenance';
import { coverText, nextText, repeatText, spanText } from '../lib/maintenance-words';
import { MaintenanceFormDialog } from './maintenance-form-dialog';

function MaintenanceTable(props: {
  windows: MaintenanceWindow[];
  names: Map<string, string>;
  editing: RowEditing<MaintenanceWindow>;
}) {
  const columns: Column<MaintenanceWindow>[] = [
    {
      header: 'Window',
      minWidth: '10rem',
      cell: (it) => (
        <Stack gap="0">
          <Text fontWeight="medium">{it.title}</Text>
          <Text textStyle="sm" color="fg.muted">
            {it.kind === 'once' && it.starts_at && it.ends_at
              ? `Once, ${spanText(it.starts_at, it.ends_at)}`
              : repeatText(it)}
          </Text>
        </Stack>
      ),
    },
    {
      header: 'When',
      cell: (it) =>
        it.active ? (
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="purple">Maintenance</Badge>
            <Text>{nextText(it)}</Text>
          </HStack>
        ) : (
          nextText(it)
        ),
    },
    { header: 'Covers', muted: true, cell: (it) => coverText(it, props.names) },
    editDeleteColumn((it) => it.title, props.editing),
  ];
  return <DataTable label="Maintenance windows" columns={columns} rows={props.windows} />;
}

/**
 * The team's maintenance windows: during one, checks go on but nobody is alerted and the time
 * does not count against uptime. New, Edit and Delete.
 */
export function MaintenanceList() {
  const { page, setPage } = useListParams(endpoints.listMaintenance.query, { inUrl: false });
  const windows = useMaintenanceWindows(page);
  const remove = useDeleteMaintenance();
  const names = useMonitorNames(
    (windows.data?.results ?? []).some((window) => !window.all_monitors),
  );
  return (
    <EditableList
      noun={{ one: 'maintenance window', many: 'maintenance windows' }}
      query={windows}
      page={page}
      onPageChange={setPage}
      empty={{
        title: 'No maintenance windows',
        hint: 'Planning a deploy or a weekly backup? Add a window for it: the checks go on, but nobody is alerted and the time does not count against your uptime.',
      }}
      table={(rows, editing) => <MaintenanceTable windows={rows} names={names} editing={editing} />}
      form={(window, onClose) => <MaintenanceFormDialog maintenance={window} onClose={onClose} />}
      remove={remove}
      deleteQuestion={{
        message: (window) =>
          `From now on, ${window.title} no longer holds alerts: an outage then is announced as usual.`,
        confirmLabel: 'Delete window',
      }}
    />
  );
}

/** The Maintenance section of /uptime: its heading and the list. */
export function MaintenanceSection() {
  return (
    <Stack gap="3" as="section" aria-labelledby="maintenance-heading">
      <Heading as="h2" size="md" id="maintenance-heading">
        Maintenance
      </Heading>
      <MaintenanceList />
    </Stack>
  );
}
