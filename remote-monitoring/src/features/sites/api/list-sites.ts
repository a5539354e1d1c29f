import { useQuery, keepPreviousData } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { pageQuery } from '../../../lib/page-param';
import { pollWhile } from '../../../components/list/poll-while';
import { isCrawling } from '../crawl-state';
import { siteKeys } from './keys';

/** GET /v1/ops/site, one page of the team's sites (newest first). */
export const listSites = (page: number) => call('listSites', { query: pageQuery(page) });

/** One page of sites; the previous page stays on screen while the next loads. */
export function useSites(page: number) {
  return useQuery({
    queryKey: siteKeys.list(page),
    queryFn: () => listSites(page),
    placeholderData: keepPreviousData,
    // A site being crawled changes state by itself: keep the list current until it is done.
    refetchInterval: pollWhile((sites) => sites?.results.some(isCrawling) ?? false),
  });
}
