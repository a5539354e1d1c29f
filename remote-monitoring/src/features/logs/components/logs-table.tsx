import type { ApiLog } from '@vigil/contract';
import { Text } from '@vigil/shared';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { formatTime } from '../../../lib/format-time';
import { MethodBadge, StatusBadge } from './http-badges';
import { LogPayloads } from './log-payloads';

const COLUMNS: Column<ApiLog>[] = [
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
];

/** One page of the log; a row opens to show its request and response. */
export function LogsTable({ logs }: { logs: ApiLog[] }) {
  return (
    <DataTable
      label="API requests"
      columns={COLUMNS}
      rows={logs}
      rowKey={(log) => log.id}
      minWidth="44rem"
      details={{
        label: 'Show request and response',
        render: (log) => <LogPayloads id={log.id} />,
      }}
    />
  );
}
