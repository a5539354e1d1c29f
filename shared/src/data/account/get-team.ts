import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { fetchFresh } from '../query-client';
import { accountKeys } from './keys';

/** GET /v1/auth/account: the team, its plan usage this period and its limits. */
export const teamQuery = () =>
  queryOptions({ queryKey: accountKeys.team(), queryFn: () => call('getAccount') });

/** The team, read fresh: another admin may have renamed it, and usage moves as scans run. */
export function useTeam() {
  return useQuery(teamQuery());
}

/** Reads the team now, once (no retries), for code outside React (sign-in, billing); the team slice follows. */
export const loadTeam = () => fetchFresh(teamQuery());
