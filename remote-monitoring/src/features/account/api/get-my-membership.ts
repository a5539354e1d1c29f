import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { accountKeys } from './keys';

/**
 * GET /v1/auth/member, read fresh rather than from the session slice: whether the caller is an
 * admin decides which controls show, and another admin may have just changed it.
 */
export const getMyMembership = () => call('getMember');

export function useMyMembership() {
  return useQuery({ queryKey: accountKeys.me(), queryFn: getMyMembership });
}
