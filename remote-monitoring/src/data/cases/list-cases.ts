import type { Case } from '@vigil/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, pageQuery } from '@vigil/shared';
import { caseKeys } from './keys';

/** GET /v1/ops/case: one page of the team's cases, of one site and of one type when given. */
export const listCases = (page: number, siteId: string | null, type: Case['type'] | null) =>
  call('listCases', {
    query: {
      ...pageQuery(page),
      ...(siteId ? { site_id: siteId } : {}),
      ...(type ? { type } : {}),
    },
  });

/**
 * One page of cases; the previous page stays on screen while the next loads. Cases appear by
 * themselves (the case.generate job, minutes after a site is added), so the list is re-read
 * whenever the screen opens or regains focus instead of trusting a copy up to 30 s old.
 */
export function useCases(page: number, siteId: string | null, type: Case['type'] | null = null) {
  return useQuery({
    queryKey: caseKeys.list(page, siteId, type),
    queryFn: () => listCases(page, siteId, type),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
