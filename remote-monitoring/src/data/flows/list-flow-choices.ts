import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { flowKeys } from './keys';

/** GET /v1/ops/flow: the team's first 100 flows, for pickers (the schedule form). */
export function useFlowChoices(enabled: boolean) {
  return useQuery({
    queryKey: [...flowKeys.all, 'choices'],
    queryFn: () => call('listFlows', { query: { limit: 100, offset: 0 } }),
    enabled,
  });
}
