import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@vigil/contract';
import { call, pageQuery } from '@vigil/shared';
import { logKeys } from './keys';

/** The log's filters (the list's page is apart); unset means all. */
export type ApiLogFilters = Pick<QueryOf<'listApiLogs'>, 'status' | 'method'>;

/** GET /v1/ops/log: one page of the team's API requests, newest first, filtered. */
export const listApiLogs = (page: number, { status, method }: ApiLogFilters) =>
  call('listApiLogs', {
    query: { ...pageQuery(page), ...(status ? { status } : {}), ...(method ? { method } : {}) },
  });

/** One page of the log; the previous page stays on screen while the next loads. */
export function useApiLogs(page: number, filters: ApiLogFilters) {
  return useQuery({
    queryKey: logKeys.list(page, filters),
    queryFn: () => listApiLogs(page, filters),
    placeholderData: keepPreviousData,
  });
}
