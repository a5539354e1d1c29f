import { IdScreen } from '../components/id-screen';
import { useScan } from '../data/scans/get-scan';
import { ScanNotFound } from '../features/scan-detail/components/scan-not-found';
import { ScanReport } from '../features/scan-detail/components/scan-report';
import { ScanRunning } from '../features/scan-detail/components/scan-running';
import { ScanSummary } from '../features/scan-detail/components/scan-summary';

/** /scan/:id : one scan's report; a running scan is polled until it completes. */
export function ScanRoute() {
  return (
    <IdScreen thing="scan" useObject={useScan} notFound={<ScanNotFound />}>
      {(scan) => (
        <>
          <ScanSummary scan={scan} />
          {scan.time_completed === null ? <ScanRunning /> : <ScanReport scan={scan} />}
        </>
      )}
    </IdScreen>
  );
}
