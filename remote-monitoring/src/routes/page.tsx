import type { Scan } from '@vigil/contract';
import { Grid, Stack, useParams } from '@vigil/shared';
import { ObjectScreen } from '../components/object-screen';
import { usePage } from '../data/pages/get-page';
import { useRecentScans } from '../data/scans/list-page-scans';
import { LatestScanNotice } from '../features/page-detail/components/latest-scan-notice';
import { NoScansYet } from '../features/page-detail/components/no-scans-yet';
import { PageHeader } from '../features/page-detail/components/page-header';
import { PageNotFound } from '../features/page-detail/components/page-not-found';
import { PageScans } from '../features/page-detail/components/page-scans';
import { IgnoreSelectors } from '../features/page-tests/components/ignore-selectors';
import { PageTests } from '../features/page-tests/components/page-tests';
import { ScoreHistoryChart } from '../features/page-detail/components/score-history-chart';
import { ScanScores } from '../features/scan-detail/components/scan-scores';
import { ScanScreenshot } from '../features/scan-detail/components/scan-screenshot';
import { ScanStatusBadge } from '../features/scan-detail/components/scan-status-badge';
import { SchedulesPanel } from '../features/schedules/components/schedules-panel';

const renderStatus = (scan: Scan) => <ScanStatusBadge scan={scan} />;

/** The schedules that run on the page (its own, its site's and the team's). */
function PageSchedules({ pageId }: { pageId: string }) {
  const page = usePage(pageId);
  return page.data ? <SchedulesPanel siteId={page.data.site} pageId={pageId} /> : null;
}

/**
 * /page/:id : the page's latest screenshot and scores, its score history, its scans and tests,
 * the areas its tests ignore and the schedules that run on it. Sections stack: a new one is one more line at the end.
 */
export function PageRoute() {
  const { id = '' } = useParams();
  return (
    <ObjectScreen title="Page" thing="page" query={useRecentScans(id)} notFound={<PageNotFound />}>
      {({ results: scans }) => {
        // The screenshot and scores come from the newest successful scan, not one running or failed.
        const latestDone = scans.find(
          (scan) => scan.time_completed !== null && scan.error === null,
        );
        return (
          <>
            <PageHeader pageId={id} showScanNow={scans.length > 0} />
            {scans.length === 0 ? (
              <NoScansYet pageId={id} />
            ) : (
              <>
                <LatestScanNotice latest={scans[0]} />
                {latestDone && (
                  <Grid templateColumns={{ base: '1fr', lg: '2fr 3fr' }} gap="6" alignItems="start">
                    <ScanScreenshot
                      image={latestDone.images[0]}
                      alt="Latest screenshot of the page"
                    />
                    <Stack gap="4" minW="0">
                      <ScanScores scan={latestDone} />
                      <ScoreHistoryChart scans={scans} />
                    </Stack>
                  </Grid>
                )}
                <PageScans pageId={id} renderStatus={renderStatus} />
              </>
            )}
            <PageTests pageId={id} />
            <IgnoreSelectors pageId={id} />
            <PageSchedules pageId={id} />
          </>
        );
      }}
    </ObjectScreen>
  );
}
