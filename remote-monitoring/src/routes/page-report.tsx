import type { Scan } from '@vigil/contract';
import { Heading, httpStatusOf, LoadingSpinner, Stack, Text, useParams } from '@vigil/shared';
import { QueryError } from '../components/query-error';
import { PageNotFound } from '../features/page-detail/components/page-not-found';
import { usePage } from '../data/pages/get-page';
import { REPORT_HISTORY_DAYS } from '../data/reports/report-history-days';
import { useLatestCompletedScan } from '../data/scans/get-latest-completed-scan';
import { usePageScoreTrend } from '../data/score-trend/get-page-score-trend';
import { ReportActions } from '../features/page-report/components/report-actions';
import { ReportHeading } from '../features/page-report/components/report-heading';
import { ScoreHistoryTable } from '../features/page-report/components/score-history-table';
import { ReportSection } from '../features/scan-detail/components/report-section';
import { ScanCheckSections } from '../features/scan-detail/components/scan-check-sections';

// 400 is an id that is not a UUID: to the user that is the same as an unknown page.
const NOT_FOUND = new Set([400, 404]);

/** On paper the console's info and log lines are noise: the report keeps errors and warnings. */
const reportedLogs = (logs: Scan['logs']) =>
  logs.filter((log) => log.level === 'error' || log.level === 'warning');

function ScanFindings({ scan }: { scan: Scan }) {
  if (scan.error) {
    return <Text color="fg.error">The page could not be visited: {scan.error}</Text>;
  }
  return (
    <ScanCheckSections
      scan={scan}
      console={{ title: 'Console errors and warnings', logs: reportedLogs(scan.logs) }}
    />
  );
}

/** /page/:id/report : the printable report of the page's latest scan, with a PDF download. */
export function PageReportRoute() {
  const { id = '' } = useParams();
  const page = usePage(id);
  const found = page.data !== undefined;
  const latest = useLatestCompletedScan(id, found);
  const history = usePageScoreTrend(id, REPORT_HISTORY_DAYS, found);

  let content: React.JSX.Element;
  if (page.isPending) {
    content = <LoadingSpinner label="Loading the report" />;
  } else if (page.isError) {
    content = NOT_FOUND.has(httpStatusOf(page.error) ?? 0) ? (
      <PageNotFound />
    ) : (
      <QueryError
        what="Could not load the page."
        error={page.error}
        onRetry={() => void page.refetch()}
      />
    );
  } else if (latest.isPending || history.isPending) {
    content = <LoadingSpinner label="Loading the report" />;
  } else if (latest.isError || history.isError) {
    content = (
      <QueryError
        what="Could not load the report."
        error={latest.error ?? history.error}
        onRetry={() => void Promise.all([latest.refetch(), history.refetch()])}
      />
    );
  } else {
    content = (
      <>
        <ReportHeading
          page={page.data}
          scan={latest.data}
          actions={<ReportActions pageId={id} pageUrl={page.data.page_url} />}
        />
        {latest.data && <ScanFindings scan={latest.data} />}
        <ReportSection title={`Score history (last ${history.data.days} days)`}>
          <ScoreHistoryTable history={history.data} />
        </ReportSection>
      </>
    );
  }
  return (
    <Stack gap="8">
      <Heading as="h1" size="lg">
        Page report
      </Heading>
      {content}
    </Stack>
  );
}
