import { useQuery } from '@tanstack/react-query';
import { call, pollWhile } from '@vigil/shared';
import { testKeys } from './keys';

/** GET /v1/ops/test/:id (404 for an unknown test or another team's). */
export const getTest = (id: string) => call('getTest', { params: { id } });

/** One test; while it is working (scanning, then comparing) it is re-read every 5 s. */
export function useTest(id: string) {
  return useQuery({
    queryKey: testKeys.detail(id),
    queryFn: () => getTest(id),
    refetchInterval: pollWhile((test) => test?.status === 'working'),
  });
}
