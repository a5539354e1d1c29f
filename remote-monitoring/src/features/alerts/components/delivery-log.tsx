import { endpoints, type AlertDelivery } from '@vigil/contract';
import { Badge, Text } from '@vigil/shared';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { useListParams } from '../../../components/list/use-list-params';
import { useAlertDeliveries } from '../../../data/alerts/list-alert-deliveries';
import { formatTime } from '../../../lib/format-time';

const STATUS_PALETTES = { pending: 'gray', sent: 'green', failed: 'red' } as const;

const COLUMNS: Column<AlertDelivery>[] = [
  { header: 'Time', nowrap: true, muted: true, cell: (it) => formatTime(it.time_created) },
  {
    header: 'Kind',
    cell: (it) => (
      <Badge colorPalette={it.kind === 'failing' ? 'red' : 'green'}>
        {it.kind === 'failing' ? 'Failing' : 'Recovered'}
      </Badge>
    ),
  },
  { header: 'Action', cell: (it) => it.action },
  { header: 'Target', minWidth: '10rem', cell: (it) => it.target || '—' },
  {
    header: 'Status',
    cell: (it) => <Badge colorPalette={STATUS_PALETTES[it.status]}>{it.status}</Badge>,
  },
  { header: 'Attempts', align: 'end', numeric: true, cell: (it) => it.attempts },
  {
    header: 'Error',
    minWidth: '10rem',
    cell: (it) => (it.error ? <Text color="fg.error">{it.error}</Text> : '—'),
  },
];

/** What the alert sent (and failed to send), newest first, a page at a time. */
export function DeliveryLog({ alertId }: { alertId: string }) {
  // The page lives in the dialog, not the address: the screen's `?page=` is the list's.
  const { page, setPage } = useListParams(endpoints.listAlertDeliveries.query, { inUrl: false });
  const deliveries = useAlertDeliveries(alertId, page);
  return (
    <ListFrame
      label="Deliveries"
      title="Deliveries"
      query={deliveries}
      loadingLabel="Loading deliveries"
      errorText="Could not load the deliveries."
      empty={
        <ListEmpty
          title="Nothing sent yet"
          hint="A notice goes out when a scheduled check starts failing, and one when it passes again."
        />
      }
      page={page}
      onPageChange={setPage}
    >
      {(rows) => <DataTable label="Deliveries" minWidth="44rem" columns={COLUMNS} rows={rows} />}
    </ListFrame>
  );
}
