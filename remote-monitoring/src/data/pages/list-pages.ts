import type { Page } from '@vigil/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, pageQuery, pollWhile } from '@vigil/shared';
import { pageKeys } from './keys';

const isScanning = (page: Page) =>
  page.info.latest_scan !== null && page.info.latest_scan.time_completed === null;
const isTesting = (page: Page) => page.info.latest_test?.status === 'working';

/** GET /v1/ops/page?site_id=: one page of a site's pages (sorted by URL). */
export const listPages = (siteId: string, page: number) =>
  call('listPages', { query: { site_id: siteId, ...pageQuery(page) } });

export function usePages(siteId: string, page: number) {
  return useQuery({
    queryKey: pageKeys.list(siteId, page),
    queryFn: () => listPages(siteId, page),
    placeholderData: keepPreviousData,
    // Scans and tests take a while: re-read the list every 5 s while one runs.
    refetchInterval: pollWhile(
      (pages) => pages?.results.some((page) => isScanning(page) || isTesting(page)) ?? false,
    ),
  });
}
