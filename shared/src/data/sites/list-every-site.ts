import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { sitesKeys } from './keys';

// The API's largest page. Plans allow at most 30 sites (server.md §2), so one page holds them all.
const EVERY_SITE = { limit: 100, offset: 0 };

/** GET /v1/ops/site: every site of the team, to name sites in other lists and to filter by site. */
export function useEverySite() {
  return useQuery({
    queryKey: sitesKeys.every(),
    queryFn: () => call('listSites', { query: EVERY_SITE }),
  });
}
