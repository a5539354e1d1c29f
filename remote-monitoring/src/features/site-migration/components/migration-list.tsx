import { endpoints, type SiteMigrationSummary } from '@vigil/contract';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { ListEmpty } from '../../../components/list/list-empty';
import { ListFrame } from '../../../components/list/list-frame';
import { RowLink } from '../../../components/list/row-link';
import { useListParams } from '../../../components/list/use-list-params';
import { useSiteMigrations } from '../../../data/site-migrations/list-site-migrations';
import { formatTime } from '../../../lib/format-time';
import { MigrationStatusBadge } from './migration-status-badge';

/** The site's comparisons, newest first; each row opens its paths on this screen. */
export function MigrationList({
  siteId,
  hrefOf,
}: {
  siteId: string;
  hrefOf: (migrationId: string) => string;
}) {
  const { page, setPage } = useListParams(endpoints.listSiteMigrations.query);
  const migrations = useSiteMigrations(siteId, page);
  const columns: Column<SiteMigrationSummary>[] = [
    {
      header: 'Started',
      nowrap: true,
      cell: (row) => (
        <RowLink to={hrefOf(row.id)} strong>
          {formatTime(row.time_created)}
        </RowLink>
      ),
    },
    { header: 'Other host', minWidth: '12rem', cell: (row) => row.base_url },
    { header: 'Result', cell: (row) => <MigrationStatusBadge status={row.status} /> },
    {
      header: 'Paths',
      numeric: true,
      nowrap: true,
      cell: (row) =>
        row.status === 'working'
          ? `${row.paths_done} of ${row.paths_total}`
          : `${row.paths_failed} of ${row.paths_total} different`,
    },
  ];
  return (
    <ListFrame
      label="Comparisons"
      title="Comparisons"
      query={migrations}
      loadingLabel="Loading comparisons"
      errorText="Could not load the comparisons."
      empty={
        <ListEmpty
          title="No comparisons yet"
          hint="Enter the other host’s base URL above (a staging copy, a new platform) and choose Compare."
        />
      }
      page={page}
      onPageChange={setPage}
    >
      {(rows) => <DataTable label="Comparisons" columns={columns} rows={rows} minWidth="32rem" />}
    </ListFrame>
  );
}
