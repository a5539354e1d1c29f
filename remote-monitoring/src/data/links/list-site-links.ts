import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CrawlLink } from '@vigil/contract';
import { call, pageQuery } from '@vigil/shared';
import { linkKeys } from './keys';

/** Every kind, or only broken links, only redirects or only broken resources. */
export type CrawlLinkFilter = 'all' | CrawlLink['kind'];

/** GET /v1/ops/site/:id/links: what the latest crawl found, a page at a time. */
export const listSiteLinks = (siteId: string, kind: CrawlLinkFilter, page: number) =>
  call('listSiteLinks', {
    params: { id: siteId },
    query: { ...pageQuery(page), ...(kind === 'all' ? {} : { kind }) },
  });

export function useSiteLinks(
  siteId: string,
  crawledAt: string | null,
  kind: CrawlLinkFilter,
  page: number,
) {
  return useQuery({
    queryKey: linkKeys.list(siteId, crawledAt, kind, page),
    queryFn: () => listSiteLinks(siteId, kind, page),
    placeholderData: keepPreviousData,
  });
}
