import type { Page } from '@vigil/contract';
import { call, pageQuery } from '@vigil/shared';
import { useWatchedPage, whileWorking } from '../issues/watch-runs';
import { pageKeys } from './keys';

/** The page's scan and test that are still running, by id. */
function runningOn({ info: { latest_scan: scan, latest_test: test } }: Page): string[] {
  return [
    ...(scan && scan.time_completed === null ? [scan.id] : []),
    ...(test ? whileWorking(test) : []),
  ];
}

/** GET /v1/ops/page?site_id=: one page of a site's pages (sorted by URL). */
export const listPages = (siteId: string, page: number) =>
  call('listPages', { query: { site_id: siteId, ...pageQuery(page) } });

export function usePages(siteId: string, page: number) {
  // Scans and tests take a while: re-read the list every 5 s while one runs.
  return useWatchedPage(
    pageKeys.list(siteId, page),
    () => listPages(siteId, page),
    (pages) => pages.results.flatMap(runningOn),
  );
}
