import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CrawlLink } from '@vigil/contract';
import { call, pageQuery } from '@vigil/shared';
import { linkKeys } from './keys';

/**
 * GET /v1/ops/site/:id/links/pages: every page the latest crawl saw linking to (or loading) one
 * finding, a page at a time. A links row carries only its first few pages and their count.
 */
export function useLinkPages(
  siteId: string,
  link: Pick<CrawlLink, 'kind' | 'url'>,
  page: number,
  enabled: boolean,
) {
  return useQuery({
    queryKey: linkKeys.pages(siteId, link.kind, link.url, page),
    queryFn: () =>
      call('listSiteLinkPages', {
        params: { id: siteId },
        query: { ...pageQuery(page), kind: link.kind, url: link.url },
      }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
