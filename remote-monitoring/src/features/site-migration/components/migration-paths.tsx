import type { SiteMigration, SiteMigrationPath } from '@vigil/contract';
import { HStack, Progress, Spinner, Stack, Text } from '@vigil/shared';
import type { Column } from '../../../components/list/columns';
import { DataTable } from '../../../components/list/data-table';
import { RowLink } from '../../../components/list/row-link';
import { formatTime } from '../../../lib/format-time';
import { worstFirst } from '../lib/sort-paths';
import { MigrationStatusBadge } from './migration-status-badge';

function Progressing({ migration }: { migration: SiteMigration }) {
  return (
    <Stack role="status" aria-live="polite" gap="2" borderWidth="1px" rounded="md" p="4">
      <HStack gap="3" wrap="wrap">
        <Spinner size="sm" aria-hidden="true" />
        <Text>
          Compared {migration.paths_done} of {migration.paths_total} paths…
        </Text>
      </HStack>
      <Progress.Root
        value={migration.paths_done}
        max={Math.max(migration.paths_total, 1)}
        size="sm"
        aria-label="Paths compared"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </Stack>
  );
}

/** One comparison: its progress while it works, then its paths worst first. */
export function MigrationPaths({
  migration,
  hrefOf,
}: {
  migration: SiteMigration;
  hrefOf: (pathId: string) => string;
}) {
  const columns: Column<SiteMigrationPath>[] = [
    {
      header: 'Path',
      minWidth: '10rem',
      cell: (row) => (
        <RowLink to={hrefOf(row.id)} url>
          {row.path}
        </RowLink>
      ),
    },
    {
      header: 'Score',
      numeric: true,
      nowrap: true,
      cell: (row) => (row.score === null ? '—' : `${row.score} %`),
    },
    { header: 'Result', cell: (row) => <MigrationStatusBadge status={row.status} /> },
    {
      header: 'Why',
      minWidth: '10rem',
      muted: true,
      hideBelow: 'md',
      cell: (row) =>
        row.error ??
        (row.failing_components.length > 0 ? `changed: ${row.failing_components.join(', ')}` : ''),
    },
  ];
  return (
    <Stack gap="3">
      <HStack gap="3" wrap="wrap">
        <MigrationStatusBadge status={migration.status} />
        <Text overflowWrap="anywhere">
          {migration.site_url} against {migration.base_url}
        </Text>
      </HStack>
      <Text color="fg.muted" fontSize="sm">
        Started {formatTime(migration.time_created)}
        {migration.time_completed && ` · completed ${formatTime(migration.time_completed)}`} ·
        threshold {migration.threshold} %
      </Text>
      {migration.status === 'working' && <Progressing migration={migration} />}
      <DataTable label="Paths" columns={columns} rows={worstFirst(migration.paths)} />
    </Stack>
  );
}
