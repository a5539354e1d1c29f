import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { isCrawling } from '../crawl-state';
import { siteKeys } from './keys';

/** How often a crawling site is re-read: the product's progress poll (product.md §9). */
export const CRAWL_POLL_MS = 5000;

/** GET /v1/ops/site/:id (404 for an unknown site or another team's). */
export const getSite = (id: string) => call('getSite', { params: { id } });

/** One site, re-read every 5 s while it is being crawled. */
export function useSite(id: string) {
  return useQuery({
    queryKey: siteKeys.detail(id),
    queryFn: () => getSite(id),
    refetchInterval: (query) =>
      query.state.data && isCrawling(query.state.data) ? CRAWL_POLL_MS : false,
  });
}
