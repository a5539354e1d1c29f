import type { BodyOf } from '@vigil/contract';
import { call } from '../../api/call';
import { queryClient } from '../query-client';
import { accountKeys } from './keys';

/** POST /v1/auth/account: creates or updates the team; the cached team (and its slice) follow. */
export async function saveTeam(body: BodyOf<'saveAccount'>) {
  const team = await call('saveAccount', { body });
  queryClient.setQueryData(accountKeys.team(), team);
  return team;
}
