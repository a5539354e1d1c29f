import { endpoints, type Alert } from '@vigil/contract';
import { Button, HStack, Text } from '@vigil/shared';
import type { Column } from '../../../components/list/columns';
import { EditDeleteButtons } from '../../../components/list/edit-delete-buttons';
import { DataTable } from '../../../components/list/data-table';
import { EditableList, type RowEditing } from '../../../components/list/editable-list';
import { ManagedByCodeBadge } from '../../../components/managed-by-code-badge';
import { useListParams } from '../../../components/list/use-list-params';
import { useDeleteAlert } from '../../../data/alerts/delete-alert';
import { useAlerts } from '../../../data/alerts/list-alerts';
import { ACTION_LABELS, expressionWords } from '../lib/alert-draft';
import { AlertEditorDialog } from './alert-editor-dialog';

const actionWords = (alert: Alert) =>
  alert.actions.length === 0
    ? 'No one'
    : alert.actions.map((it) => `${ACTION_LABELS[it.type]} ${it.target}`.trim()).join(', ');

/** Name (opens the editor), condition, whom it tells, Edit and Delete. */
function alertColumns({ onEdit: onOpen, onDelete }: RowEditing<Alert>) {
  const columns: Column<Alert>[] = [
    {
      header: 'Alert',
      minWidth: '10rem',
      cell: (it) => (
        <HStack gap="2" wrap="wrap">
          <Button
            variant="plain"
            p="0"
            h="auto"
            fontWeight="medium"
            textDecoration="underline"
            onClick={() => onOpen(it)}
          >
            {it.name}
          </Button>
          <ManagedByCodeBadge managedBy={it.managed_by} />
        </HStack>
      ),
    },
    {
      header: 'When',
      minWidth: '12rem',
      cell: (it) => (
        <Text fontFamily="mono" fontSize="xs">
          {expressionWords(it)}
        </Text>
      ),
    },
    { header: 'Tells', minWidth: '12rem', muted: true, cell: actionWords },
    {
      header: <Text srOnly>Actions</Text>,
      align: 'end',
      cell: (it) => (
        <HStack gap="1" justify="end">
          <EditDeleteButtons
            name={it.name}
            onEdit={() => onOpen(it)}
            onDelete={() => onDelete(it)}
          />
        </HStack>
      ),
    },
  ];
  return columns;
}

/** The team's alerts, a page at a time; each opens in the editor with its delivery log. */
export function AlertList() {
  // Beside the schedules on one screen: the address's `?page=` is theirs.
  const { page, setPage } = useListParams(endpoints.listAlerts.query, { inUrl: false });
  const alerts = useAlerts(page);
  const remove = useDeleteAlert();
  return (
    <EditableList
      noun={{ one: 'alert', many: 'alerts' }}
      query={alerts}
      page={page}
      onPageChange={setPage}
      empty={{
        title: 'No alerts yet',
        hint: 'An alert says when to tell someone (say health below 70) and whom: an email, a Slack channel or a webhook. Attach it to a schedule.',
      }}
      table={(rows, editing) => (
        <DataTable label="Alerts" minWidth="40rem" columns={alertColumns(editing)} rows={rows} />
      )}
      form={(alert, onClose) => <AlertEditorDialog alertId={alert?.id ?? null} onClose={onClose} />}
      remove={remove}
      deleteQuestion={{
        message: (alert) =>
          `"${alert.name}" will stop notifying. Schedules it was attached to keep running without an alert.`,
      }}
    />
  );
}
