import { endpoints, type MaintenanceWindow } from '@vigil/contract';
import { Badge, Button, Heading, HStack, Stack, Text } from '@vigil/shared';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { EditDeleteButtons } from '../../../components/list/edit-delete-buttons';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';
import { useDeleteMaintenance, useMaintenanceWindows, useMonitorNames } from '../data/maintenance';
import { coverText, nextText, repeatText, spanText } from '../lib/maintenance-words';
import { MaintenanceFormDialog } from './maintenance-form-dialog';

/** What the form edits: nothing (closed), a new window, or an existing one. */
type Editing = { window: MaintenanceWindow | null } | null;

function MaintenanceTable(props: {
  windows: MaintenanceWindow[];
  names: Map<string, string>;
  onEdit: (window: MaintenanceWindow) => void;
  onDelete: (window: MaintenanceWindow) => void;
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
    {
      header: <Text srOnly>Actions</Text>,
      align: 'end',
      cell: (it) => (
        <EditDeleteButtons
          name={it.title}
          onEdit={() => props.onEdit(it)}
          onDelete={() => props.onDelete(it)}
        />
      ),
    },
  ];
  return <DataTable label="Maintenance windows" columns={columns} rows={props.windows} />;
}

/** Asks before deleting `deleting` (open while it is set); closes once it is gone. */
function DeleteWindowDialog(props: { deleting: MaintenanceWindow | null; onClose: () => void }) {
  const { deleting, onClose } = props;
  const remove = useDeleteMaintenance();
  return (
    <ConfirmDialog
      open={deleting !== null}
      title="Delete this maintenance window?"
      message={
        deleting
          ? `From now on, ${deleting.title} no longer holds alerts: an outage then is announced as usual.`
          : ''
      }
      confirmLabel="Delete window"
      busy={remove.isPending}
      onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}

/**
 * The team's maintenance windows: during one, checks go on but nobody is alerted and the time
 * does not count against uptime. New, Edit and Delete.
 */
export function MaintenanceList() {
  const { page, setPage } = useListParams(endpoints.listMaintenance.query, { inUrl: false });
  const windows = useMaintenanceWindows(page);
  const names = useMonitorNames(
    (windows.data?.results ?? []).some((window) => !window.all_monitors),
  );
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<MaintenanceWindow | null>(null);
  const create = (
    <Button size="sm" onClick={() => setEditing({ window: null })}>
      New maintenance window
    </Button>
  );
  return (
    <>
      <ListFrame
        label="Maintenance windows"
        toolbar={<HStack justify="end">{create}</HStack>}
        query={windows}
        loadingLabel="Loading maintenance windows"
        errorText="Could not load your maintenance windows."
        empty={
          <ListEmpty
            title="No maintenance windows"
            hint="Planning a deploy or a weekly backup? Add a window for it: the checks go on, but nobody is alerted and the time does not count against your uptime."
            action={create}
          />
        }
        page={page}
        onPageChange={setPage}
      >
        {(rows) => (
          <MaintenanceTable
            windows={rows}
            names={names}
            onEdit={(edited) => setEditing({ window: edited })}
            onDelete={setDeleting}
          />
        )}
      </ListFrame>
      {editing ? (
        <MaintenanceFormDialog maintenance={editing.window} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteWindowDialog deleting={deleting} onClose={() => setDeleting(null)} />
    </>
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
