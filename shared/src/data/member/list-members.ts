import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { pageQuery } from '../page-query';
import { memberKeys } from './keys';

/** GET /v1/auth/account/:id/members: one page of the team's members, admins first. */
export const listMembers = (teamId: string, page: number) =>
  call('listMembers', { params: { id: teamId }, query: pageQuery(page) });

export function useMembers(teamId: string, page: number) {
  return useQuery({
    queryKey: memberKeys.list(teamId, page),
    queryFn: () => listMembers(teamId, page),
    placeholderData: keepPreviousData,
  });
}
