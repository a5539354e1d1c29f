import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { pageQuery } from '../page-query';
import { pollWhile } from '../poll-while';
import { isCrawling } from './crawl-state';
import { sitesKeys } from './keys';

/** GET /v1/ops/site, one page of the team's sites (newest first). Page 1 is the siteData slice. */
export const siteListQuery = (page: number) =>
  queryOptions({
    queryKey: sitesKeys.list(page),
    queryFn: () => call('listSites', { query: pageQuery(page) }),
  });

/** One page of sites as a list shows it: the previous page stays while the next loads. */
export function useSites(page: number) {
  return useQuery({
    ...siteListQuery(page),
    placeholderData: keepPreviousData,
    // A site being crawled changes state by itself: keep the list current until it is done.
    refetchInterval: pollWhile((sites) => sites?.results.some(isCrawling) ?? false),
  });
}
