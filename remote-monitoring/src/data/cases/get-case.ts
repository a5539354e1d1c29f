import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { caseKeys } from './keys';

/** GET /v1/ops/case/:id (404 for an unknown case or another team's, 400 for a malformed id). */
export const getCase = (id: string) => call('getCase', { params: { id } });

export function useCase(id: string) {
  return useQuery({ queryKey: caseKeys.detail(id), queryFn: () => getCase(id) });
}
