import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { pollWhile } from '../../../components/list/poll-while';
import { isCrawling } from '../crawl-state';
import { siteKeys } from './keys';

/** GET /v1/ops/site/:id (404 for an unknown site or another team's). */
export const getSite = (id: string) => call('getSite', { params: { id } });

/** One site, re-read every 5 s while it is being crawled. */
export function useSite(id: string) {
  return useQuery({
    queryKey: siteKeys.detail(id),
    queryFn: () => getSite(id),
    refetchInterval: pollWhile((site) => site !== undefined && isCrawling(site)),
  });
}
