import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { fetchFresh } from '../query-client';
import { memberKeys } from './keys';

/** GET /v1/auth/member: the caller's membership (404 before they join a team). */
export const myMembershipQuery = () =>
  queryOptions({ queryKey: memberKeys.me(), queryFn: () => call('getMember') });

/**
 * The caller's membership, read fresh rather than from the member slice: whether they are an
 * admin decides which controls show, and another admin may have just changed it.
 */
export function useMyMembership() {
  return useQuery(myMembershipQuery());
}

/** Reads the membership now, once (no retries), for code outside React (sign-in, the wizard); the slice follows. */
export const loadMyMembership = () => fetchFresh(myMembershipQuery());
