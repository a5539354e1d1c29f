import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, pageQuery } from '@vigil/shared';
import { secretKeys } from './keys';

/** GET /v1/ops/secret: one page of the team's secret names. */
export const listSecrets = (page: number) => call('listSecrets', { query: pageQuery(page) });

export function useSecrets(page: number, enabled = true) {
  return useQuery({
    queryKey: secretKeys.list(page),
    queryFn: () => listSecrets(page),
    placeholderData: keepPreviousData,
    enabled,
  });
}
