import { Heading, httpStatusOf, LoadingSpinner, Stack } from '@vigil/shared';
import { useParams } from 'react-router';
import { QueryError } from '../components/query-error';
import { useScan } from '../data/scans/get-scan';
import { ScanNotFound } from '../features/scan-detail/components/scan-not-found';
import { ScanReport } from '../features/scan-detail/components/scan-report';
import { ScanRunning } from '../features/scan-detail/components/scan-running';
import { ScanSummary } from '../features/scan-detail/components/scan-summary';

// 400 is an id that is not a UUID: to the user that is the same as an unknown scan.
const NOT_FOUND = new Set([400, 404]);

/** /scan/:id : one scan's report; a running scan is polled until it completes. */
export function ScanRoute() {
  const { id = '' } = useParams();
  const scan = useScan(id);
  return (
    <Stack gap="6">
      <Heading as="h1" size="lg">
        Scan
      </Heading>
      {scan.isPending ? (
        <LoadingSpinner label="Loading the scan" />
      ) : scan.data === undefined ? (
        // An error without data; a failed re-poll keeps showing what was loaded.
        NOT_FOUND.has(httpStatusOf(scan.error) ?? 0) ? (
          <ScanNotFound />
        ) : (
          <QueryError
            what="Could not load the scan."
            error={scan.error}
            onRetry={() => void scan.refetch()}
          />
        )
      ) : (
        <>
          <ScanSummary scan={scan.data} />
          {scan.data.time_completed === null ? <ScanRunning /> : <ScanReport scan={scan.data} />}
        </>
      )}
    </Stack>
  );
}
