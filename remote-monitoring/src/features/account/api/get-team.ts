import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { accountKeys } from './keys';

/** GET /v1/auth/account, read fresh: another admin may have renamed the team. */
export const getTeam = () => call('getAccount');

export function useTeam() {
  return useQuery({ queryKey: accountKeys.team(), queryFn: getTeam });
}
