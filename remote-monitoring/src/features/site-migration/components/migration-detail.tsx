import { httpStatusOf, Skeleton, Stack, Text } from '@vigil/shared';
import { QueryError } from '../../../components/query-error';
import { SectionCard } from '../../../components/section-card';
import { useSiteMigration } from '../../../data/site-migrations/get-site-migration';
import { MigrationPaths } from './migration-paths';
import { PathComparison, type RenderReport } from './path-comparison';

/** The comparison chosen in the address: its paths, or one path's report. */
export function MigrationDetail({
  migrationId,
  pathId,
  hrefOf,
  report,
}: {
  migrationId: string;
  pathId: string | null;
  hrefOf: (migration: string, path?: string) => string;
  report: RenderReport;
}) {
  const migration = useSiteMigration(migrationId);
  let body;
  if (migration.isPending) {
    body = <Skeleton h="24" aria-label="Loading the comparison" />;
  } else if (migration.isError) {
    body = [400, 404].includes(httpStatusOf(migration.error) ?? 0) ? (
      <Text role="status">
        This comparison does not exist, was deleted, or belongs to another team.
      </Text>
    ) : (
      <QueryError
        what="Could not load the comparison."
        error={migration.error}
        onRetry={() => void migration.refetch()}
      />
    );
  } else {
    const path = pathId ? migration.data.paths.find((p) => p.id === pathId) : undefined;
    body = path ? (
      <PathComparison path={path} backTo={hrefOf(migrationId)} report={report} />
    ) : (
      <Stack gap="3">
        {pathId && <Text role="status">That path is not part of this comparison.</Text>}
        <MigrationPaths migration={migration.data} hrefOf={(id) => hrefOf(migrationId, id)} />
      </Stack>
    );
  }
  return <SectionCard title="Differences per path">{body}</SectionCard>;
}
