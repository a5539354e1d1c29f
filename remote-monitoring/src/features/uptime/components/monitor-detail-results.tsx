import type { MonitorResult } from '@vigil/contract';
import { Badge, Stack, Text } from '@vigil/shared';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { formatTime } from '../../../lib/format-time';
import { useMonitorResults } from '../data/monitor-detail';
import { ERROR_CLASS_TEXT } from '../lib/monitor-detail-words';
import { MonitorSection } from './monitor-section';

/** Passed, or the failure's class and message. */
export function ResultOutcome({ result }: { result: MonitorResult }) {
  if (result.ok)
    return (
      <Badge variant="subtle" colorPalette="green">
        Passed
      </Badge>
    );
  return (
    <Stack gap="1" align="start">
      <Badge variant="subtle" colorPalette="red">
        {result.error_class ? ERROR_CLASS_TEXT[result.error_class] : 'Failed'}
      </Badge>
      {result.error ? (
        <Text fontSize="sm" overflowWrap="anywhere">
          {result.error}
        </Text>
      ) : null}
    </Stack>
  );
}

const columns: Column<MonitorResult>[] = [
  { header: 'Checked', nowrap: true, muted: true, cell: (it) => formatTime(it.time_checked) },
  { header: 'Result', minWidth: '8rem', cell: (it) => <ResultOutcome result={it} /> },
  {
    header: 'Status',
    nowrap: true,
    numeric: true,
    hideBelow: 'sm',
    cell: (it) => it.status_code ?? '–',
  },
  {
    header: 'Time',
    nowrap: true,
    numeric: true,
    cell: (it) => (it.ms === null ? '–' : `${it.ms} ms`),
  },
];

/** The last checks, newest first, each with its error class and message. */
export function MonitorDetailResults({ id }: { id: string }) {
  return (
    <MonitorSection
      title="Last checks"
      monitorId={id}
      useRows={useMonitorResults}
      empty={{
        title: 'No checks yet: the first runs within its interval',
        hint: 'Each check is listed here with its status, time and, when it failed, why.',
      }}
    >
      {(results) => (
        <DataTable
          label="Last checks"
          columns={columns}
          rows={results}
          rowKey={(it) => it.time_checked}
        />
      )}
    </MonitorSection>
  );
}
