import type { Case } from '@vigil/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { caseKeys } from './keys';

const PAGE = 100;
/** Enough for any team today (3 generated cases per site); cases past it are left out of the filter. */
export const EVERY_CASE_LIMIT = 1000;

/** Every case of the team (of one site), up to EVERY_CASE_LIMIT, in the API's order. */
export async function listEveryCase(siteId: string | null) {
  const results: Case[] = [];
  for (;;) {
    const page = await call('listCases', {
      query: { limit: PAGE, offset: results.length, ...(siteId ? { site_id: siteId } : {}) },
    });
    results.push(...page.results);
    const done = page.results.length === 0 || results.length >= page.count;
    if (done || results.length >= EVERY_CASE_LIMIT) return { count: page.count, results };
  }
}

/**
 * Every case (of one site), for pickers such as the schedule form's. Re-read when the screen
 * opens, like the paged list (cases appear by themselves).
 */
export function useEveryCase(siteId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: caseKeys.every(siteId),
    queryFn: () => listEveryCase(siteId),
    enabled,
    staleTime: 0,
  });
}
