import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { pageQuery } from '../../../lib/page-param';
import { caseKeys } from './keys';

/** GET /v1/ops/case: one page of the team's cases, of one site when `siteId` is given. */
export const listCases = (page: number, siteId: string | null) =>
  call('listCases', { query: { ...pageQuery(page), ...(siteId ? { site_id: siteId } : {}) } });

/** One page of cases; the previous page stays on screen while the next loads. */
export function useCases(page: number, siteId: string | null) {
  return useQuery({
    queryKey: caseKeys.list(page, siteId),
    queryFn: () => listCases(page, siteId),
    placeholderData: keepPreviousData,
  });
}
