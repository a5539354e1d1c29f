import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { pageReportKeys } from './keys';

/** The history the report shows, as the PDF does: the last 30 days. */
export const REPORT_HISTORY_DAYS = 30;
/** Enough recent scans to find the newest completed one behind a few running ones. */
const RECENT_SCANS = 10;

/** GET /v1/ops/page/:id: the URL; its 404 is the report's "not found". */
export function useReportPage(pageId: string) {
  return useQuery({
    queryKey: pageReportKeys.page(pageId),
    queryFn: () => call('getPage', { params: { id: pageId } }),
  });
}

/** The newest completed scan (failed visits included: the report says why), or null. */
export function useLatestCompletedScan(pageId: string, enabled: boolean) {
  return useQuery({
    queryKey: pageReportKeys.latestScans(pageId),
    queryFn: async () => {
      const scans = await call('listScans', {
        query: { page_id: pageId, limit: RECENT_SCANS, offset: 0 },
      });
      return scans.results.find((scan) => scan.time_completed !== null) ?? null;
    },
    enabled,
  });
}

/** GET /v1/ops/metrics/page: the daily average score over the last 30 days. */
export function useReportHistory(pageId: string, enabled: boolean) {
  return useQuery({
    queryKey: pageReportKeys.history(pageId),
    queryFn: () =>
      call('pageScoreTrend', { query: { page_id: pageId, days: REPORT_HISTORY_DAYS } }),
    enabled,
  });
}
