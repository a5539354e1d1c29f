import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { flowKeys } from './keys';

/** GET /v1/ops/flow/:id (404 for an unknown flow or another team's, 400 for a malformed id). */
export const getFlow = (id: string) => call('getFlow', { params: { id } });

export function useFlow(id: string) {
  return useQuery({ queryKey: flowKeys.detail(id), queryFn: () => getFlow(id) });
}
