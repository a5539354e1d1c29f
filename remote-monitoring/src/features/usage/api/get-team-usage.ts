import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { usageKeys } from './keys';

/**
 * GET /v1/auth/account: metrics/home carries no plan figures, the team account does (usage this
 * period and the plan's limits). Read fresh rather than from the session's team slice, which is
 * only loaded when the shell mounts and goes stale as scans run.
 */
export const getTeamUsage = () => call('getAccount');

export function useTeamUsage() {
  return useQuery({ queryKey: usageKeys.team(), queryFn: getTeamUsage });
}
