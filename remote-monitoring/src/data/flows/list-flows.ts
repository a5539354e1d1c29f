import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, pageQuery } from '@vigil/shared';
import { watchRuns, whileWorking } from '../issues/watch-runs';
import { flowKeys } from './keys';

/** GET /v1/ops/flow: one page of the team's flows, each with its newest run. */
export const listFlows = (page: number) => call('listFlows', { query: pageQuery(page) });

/**
 * One page of flows; the previous page stays on screen while the next loads, and the page is
 * re-read every 5 s while one of its flows' last run works, so its status ends by itself.
 */
export function useFlows(page: number) {
  return useQuery({
    ...watchRuns({
      queryKey: flowKeys.list(page),
      queryFn: () => listFlows(page),
      working: (flows) =>
        flows.results.flatMap((flow) => (flow.last_run ? whileWorking(flow.last_run) : [])),
    }),
    placeholderData: keepPreviousData,
    // A run started elsewhere (a schedule) changes the "last run" column.
    staleTime: 0,
  });
}
