import type { Scan } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { call, pageQuery } from '@vigil/shared';
import { useWatchedPage, watchRuns } from '../issues/watch-runs';
import { scanKeys } from './keys';

/** How many of the newest scans the score history draws. */
export const HISTORY_SIZE = 30;

// A running scan is re-read every 5 s until it completes.
const runningScans = (scans: { results: Scan[] }) =>
  scans.results.filter((scan) => scan.time_completed === null).map((scan) => scan.id);

/** GET /v1/ops/scan?page_id= (newest first; 404 for an unknown page or another team's). */
export const listPageScans = (pageId: string, limit: number, offset: number) =>
  call('listScans', { query: { page_id: pageId, limit, offset } });

/** One page of the page's scans, for the scans table. */
export function usePageScans(pageId: string, page: number) {
  const { limit, offset } = pageQuery(page);
  return useWatchedPage(
    scanKeys.pageList(pageId, page),
    () => listPageScans(pageId, limit, offset),
    runningScans,
  );
}

/**
 * The newest scans: the latest screenshot and scores, the history chart, and (there being no
 * GET /v1/ops/page/:id) the proof the page exists: a 404 here means the page is not found.
 */
export function useRecentScans(pageId: string) {
  return useQuery(
    watchRuns({
      queryKey: scanKeys.recent(pageId),
      queryFn: () => listPageScans(pageId, HISTORY_SIZE, 0),
      working: runningScans,
    }),
  );
}
