import type { SiteMigrationPath } from '@vigil/contract';
import { httpStatusOf, Link, RouterLink, Skeleton, Stack, useParams, useSite } from '@vigil/shared';
import { NotFoundState } from '../components/not-found-state';
import { QueryError } from '../components/query-error';
import { ScreenHeading } from '../components/screen-heading';
import { SectionCard } from '../components/section-card';
import { ScanScreenshot } from '../features/scan-detail/components/scan-screenshot';
import { MigrationDetail } from '../features/site-migration/components/migration-detail';
import { MigrationForm } from '../features/site-migration/components/migration-form';
import { MigrationList } from '../features/site-migration/components/migration-list';
import { RetentionNotice } from '../features/site-migration/components/retention-notice';
import { screenshotsRemoved } from '../features/site-migration/lib/retention';
import { useMigrationSelection } from '../features/site-migration/lib/selection';
import { TestReport } from '../features/test-detail/components/test-report';
import { paths } from '../paths';

// In a path's report, the test's "before" is this site and its "after" the other host.
const SIDES = { before: 'This site', after: 'Other host' };
const report = (path: SiteMigrationPath) => (
  <TestReport
    test={path}
    sides={SIDES}
    screenshot={(image, alt) => <ScanScreenshot image={image} alt={alt} />}
    screenshotsGone={screenshotsRemoved(path) ? <RetentionNotice /> : undefined}
  />
);

/**
 * /site/:id/migration : the site compared with another base URL (staging against production),
 * the same paths scanned on both hosts; `?migration=` opens one comparison, `&path=` one path.
 */
export function SiteMigrationRoute() {
  const { id = '' } = useParams();
  const site = useSite(id);
  const { migrationId, pathId, hrefOf, select } = useMigrationSelection();
  const heading = (
    <ScreenHeading
      title="Site migration"
      description={`Compare ${site.data?.site_url ?? 'this site'} with another host: the same paths scanned on both, the differences per page.`}
      actions={
        <Link asChild color="fg" textDecoration="underline" fontSize="sm">
          <RouterLink to={paths.site(id)}>Back to the site</RouterLink>
        </Link>
      }
    />
  );
  let body;
  if (site.isPending) body = <Skeleton h="32" aria-label="Loading the site" />;
  else if (site.isError)
    body = [400, 404].includes(httpStatusOf(site.error) ?? 0) ? (
      <NotFoundState thing="site" backTo={paths.home} backLabel="Back to your sites" />
    ) : (
      <QueryError
        what="Could not load the site."
        error={site.error}
        onRetry={() => void site.refetch()}
      />
    );
  else
    body = (
      <>
        <SectionCard title="Compare with another host">
          <MigrationForm siteId={id} onStarted={select} />
        </SectionCard>
        {migrationId && (
          <MigrationDetail
            migrationId={migrationId}
            pathId={pathId}
            hrefOf={hrefOf}
            report={report}
          />
        )}
        <MigrationList siteId={id} hrefOf={(migration) => hrefOf(migration)} />
      </>
    );
  return (
    <Stack gap="6">
      {heading}
      {body}
    </Stack>
  );
}
