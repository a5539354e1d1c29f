import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { caseKeys } from './keys';

/** GET /v1/ops/site/:id: the site a case belongs to (its URL starts the exported test). */
export const getCaseSite = (id: string) => call('getSite', { params: { id } });

/** The case's site; idle for a case without one. */
export function useCaseSite(id: string | null) {
  return useQuery({
    queryKey: caseKeys.site(id ?? ''),
    queryFn: () => getCaseSite(id ?? ''),
    enabled: id !== null,
  });
}
