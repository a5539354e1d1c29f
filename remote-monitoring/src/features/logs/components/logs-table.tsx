import type { ApiLog } from '@vigil/contract';
import { Text } from '@vigil/shared';
import { DataTable, type TableSpec } from '../../../components/list/data-table';
import { formatTime } from '../../../lib/format-time';
import { MethodBadge, StatusBadge } from './http-badges';
import { LogPayloads } from './log-payloads';

const LOGS_TABLE: TableSpec<ApiLog> = {
  label: 'API requests',
  minWidth: '44rem',
  columns: [
    {
      header: 'Time',
      nowrap: true,
      muted: true,
      cell: (log) => <time dateTime={log.time_created}>{formatTime(log.time_created)}</time>,
    },
    { header: 'Method', cell: (log) => <MethodBadge method={log.method} /> },
    {
      header: 'Path',
      minWidth: '16rem',
      cell: (log) => (
        <Text as="span" fontFamily="mono">
          {log.path}
        </Text>
      ),
    },
    { header: 'Status', cell: (log) => <StatusBadge status={log.status} /> },
    {
      header: 'Duration',
      align: 'end',
      nowrap: true,
      numeric: true,
      cell: (log) => `${log.duration_ms} ms`,
    },
  ],
};

// A row opens to show what was sent and answered; several may be open to compare two calls.
const DETAILS = {
  label: 'Show request and response',
  render: (log: ApiLog) => <LogPayloads id={log.id} />,
};

/** One page of the log; scrolls sideways on a phone rather than squeezing the paths. */
export function LogsTable({ logs }: { logs: ApiLog[] }) {
  return <DataTable {...LOGS_TABLE} rows={logs} details={DETAILS} />;
}
