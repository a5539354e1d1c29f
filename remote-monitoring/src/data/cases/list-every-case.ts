import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { caseKeys } from './keys';

/** GET /v1/ops/case: the team's first 100 cases, for pickers (the schedule form). */
export function useEveryCase(enabled = true) {
  return useQuery({
    queryKey: [...caseKeys.all, 'every'],
    queryFn: () => call('listCases', { query: { limit: 100, offset: 0 } }),
    enabled,
  });
}
