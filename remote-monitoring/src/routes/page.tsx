import type { Scan } from '@vigil/contract';
import { Grid, Heading, LoadingSpinner, Stack } from '@vigil/shared';
import { useParams } from 'react-router';
import { QueryError } from '../components/query-error';
import { useRecentScans } from '../features/page-detail/api/list-page-scans';
import { LatestScanNotice } from '../features/page-detail/components/latest-scan-notice';
import { NoScansYet } from '../features/page-detail/components/no-scans-yet';
import { PageHeader } from '../features/page-detail/components/page-header';
import { PageNotFound } from '../features/page-detail/components/page-not-found';
import { PageScans } from '../features/page-detail/components/page-scans';
import { ScoreHistoryChart } from '../features/page-detail/components/score-history-chart';
import { ScanScores } from '../features/scan-detail/components/scan-scores';
import { ScanScreenshot } from '../features/scan-detail/components/scan-screenshot';
import { ScanStatusBadge } from '../features/scan-detail/components/scan-status-badge';
import { httpStatusOf } from '../lib/http-status';

// 400 is an id that is not a UUID: to the user that is the same as an unknown page.
const NOT_FOUND = new Set([400, 404]);

const renderStatus = (scan: Scan) => <ScanStatusBadge scan={scan} />;

/** /page/:id : the page's latest screenshot and scores, its score history and its scans. */
export function PageRoute() {
  const { id = '' } = useParams();
  const recent = useRecentScans(id);
  const scans = recent.data?.results ?? [];
  // The screenshot and scores come from the newest successful scan, not one running or failed.
  const latestDone = scans.find((scan) => scan.time_completed !== null && scan.error === null);
  return (
    <Stack gap="6">
      <Heading as="h1" size="lg">
        Page
      </Heading>
      {recent.isPending ? (
        <LoadingSpinner label="Loading the page" />
      ) : recent.data === undefined ? (
        // An error without data; a failed re-poll keeps showing what was loaded.
        NOT_FOUND.has(httpStatusOf(recent.error) ?? 0) ? (
          <PageNotFound />
        ) : (
          <QueryError
            what="Could not load the page."
            error={recent.error}
            onRetry={() => void recent.refetch()}
          />
        )
      ) : (
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
        </>
      )}
    </Stack>
  );
}
