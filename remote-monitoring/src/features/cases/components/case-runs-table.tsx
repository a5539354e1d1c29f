import type { CaseRun } from '@vigil/contract';
import { Text } from '@vigil/shared';
import { DataTable, type TableSpec } from '../../../components/list/data-table';
import { RowLink } from '../../../components/list/row-link';
import { formatTime } from '../../../lib/format-time';
import { paths } from '../../../paths';
import { seconds } from '../lib/seconds';
import { CaseRunStatusBadge } from './case-run-status-badge';

export interface CaseRunsTableProps {
  runs: CaseRun[];
  /** The URL of a site id, or null while the sites load. */
  siteUrlOf: (siteId: string) => string | null;
}

/** One page of a case's runs: when (linking to the run), status, site and how long it took. */
export function CaseRunsTable({ runs, siteUrlOf }: CaseRunsTableProps) {
  const table: TableSpec<CaseRun> = {
    label: 'Runs',
    minWidth: '30rem',
    columns: [
      {
        header: 'Started',
        nowrap: true,
        cell: (run) => (
          <RowLink strong to={paths.caseRun(run.id)}>
            {formatTime(run.time_created)}
          </RowLink>
        ),
      },
      { header: 'Status', cell: (run) => <CaseRunStatusBadge status={run.status} /> },
      {
        header: 'Site',
        minWidth: '10rem',
        cell: (run) => (
          <Text color="fg.muted" overflowWrap="anywhere">
            {siteUrlOf(run.site) ?? '…'}
          </Text>
        ),
      },
      {
        header: 'Duration',
        align: 'end',
        nowrap: true,
        numeric: true,
        cell: (run) => (run.duration_ms === null ? '—' : seconds(run.duration_ms)),
      },
    ],
  };
  return <DataTable {...table} rows={runs} />;
}
