import { useQuery } from '@tanstack/react-query';
import { call, pollWhile } from '@vigil/shared';
import { flowRunKeys } from './keys';

/** GET /v1/ops/flowrun/:id (404 for an unknown run or another team's). */
export const getFlowRun = (id: string) => call('getFlowRun', { params: { id } });

/** One flow run; a working run is re-read every 5 s, so its nodes and log move live. */
export function useFlowRun(id: string) {
  return useQuery({
    queryKey: flowRunKeys.detail(id),
    queryFn: () => getFlowRun(id),
    refetchInterval: pollWhile((run) => run?.status === 'working'),
  });
}
