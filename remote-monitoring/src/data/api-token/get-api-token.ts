import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { apiTokenKeys } from './keys';

/**
 * GET /v1/auth/token/current: read fresh rather than from the session, which holds the key of
 * its sign-in and misses a regeneration made in another browser.
 */
export const getApiToken = () => call('getApiToken');

export function useApiToken() {
  return useQuery({ queryKey: apiTokenKeys.current(), queryFn: getApiToken });
}
