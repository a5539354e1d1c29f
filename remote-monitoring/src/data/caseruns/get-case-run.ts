import { useQuery } from '@tanstack/react-query';
import { call, pollWhile } from '@vigil/shared';
import { caseRunKeys } from './keys';

/** GET /v1/ops/caserun/:id (404 for an unknown run or another team's). */
export const getCaseRun = (id: string) => call('getCaseRun', { params: { id } });

/** One case run; a working run is re-read every 5 s, so its steps turn green as they pass. */
export function useCaseRun(id: string) {
  return useQuery({
    queryKey: caseRunKeys.detail(id),
    queryFn: () => getCaseRun(id),
    refetchInterval: pollWhile((run) => run?.status === 'working'),
  });
}
