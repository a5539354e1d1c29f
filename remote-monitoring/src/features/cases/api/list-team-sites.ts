import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { caseKeys } from './keys';

// The API's largest page. Plans allow at most 30 sites (server.md §2), so one page holds them all.
const ALL_SITES = { limit: 100, offset: 0 };

/** GET /v1/ops/site: every site of the team, to name each case's site and to filter by site. */
export const listTeamSites = () => call('listSites', { query: ALL_SITES });

export function useTeamSites() {
  return useQuery({ queryKey: caseKeys.sites(), queryFn: listTeamSites });
}
