import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { pageQuery } from '../../../lib/page-param';
import { accountKeys } from './keys';

/** GET /v1/auth/account/:id/members: one page of the team's members, admins first. */
export const listMembers = (teamId: string, page: number) =>
  call('listMembers', { params: { id: teamId }, query: pageQuery(page) });

export function useMembers(teamId: string, page: number) {
  return useQuery({
    queryKey: accountKeys.membersPage(teamId, page),
    queryFn: () => listMembers(teamId, page),
    placeholderData: keepPreviousData,
  });
}
