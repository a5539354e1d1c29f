import type { Page } from '@vigil/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, pageQuery } from '@vigil/shared';
import { pageKeys } from './keys';

// Scans take a while; re-read the list at the product's progress pace while one runs.
const SCAN_POLL_MS = 5000;

const isScanning = (page: Page) =>
  page.info.latest_scan !== null && page.info.latest_scan.time_completed === null;

/** GET /v1/ops/page?site_id=: one page of a site's pages (sorted by URL). */
export const listPages = (siteId: string, page: number) =>
  call('listPages', { query: { site_id: siteId, ...pageQuery(page) } });

export function usePages(siteId: string, page: number) {
  return useQuery({
    queryKey: pageKeys.list(siteId, page),
    queryFn: () => listPages(siteId, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.results.some(isScanning) ? SCAN_POLL_MS : false),
  });
}
