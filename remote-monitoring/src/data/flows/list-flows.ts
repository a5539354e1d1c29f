import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, pageQuery, pollWhile } from '@vigil/shared';
import { flowKeys } from './keys';

/** GET /v1/ops/flow: one page of the team's flows, each with its newest run. */
export const listFlows = (page: number) => call('listFlows', { query: pageQuery(page) });

/**
 * One page of flows; the previous page stays on screen while the next loads, and the page is
 * re-read every 5 s while one of its flows' last run works, so its status ends by itself.
 */
export function useFlows(page: number) {
  return useQuery({
    queryKey: flowKeys.list(page),
    queryFn: () => listFlows(page),
    placeholderData: keepPreviousData,
    // A run started elsewhere (a schedule) changes the "last run" column.
    staleTime: 0,
    refetchInterval: pollWhile((flows) =>
      Boolean(flows?.results.some((flow) => flow.last_run?.status === 'working')),
    ),
  });
}
