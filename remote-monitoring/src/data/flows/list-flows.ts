import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, pageQuery } from '@vigil/shared';
import { flowKeys } from './keys';

/** GET /v1/ops/flow: one page of the team's flows, each with its newest run. */
export const listFlows = (page: number) => call('listFlows', { query: pageQuery(page) });

/** One page of flows; the previous page stays on screen while the next loads. */
export function useFlows(page: number) {
  return useQuery({
    queryKey: flowKeys.list(page),
    queryFn: () => listFlows(page),
    placeholderData: keepPreviousData,
    // A run started elsewhere (a schedule) changes the "last run" column.
    staleTime: 0,
  });
}
