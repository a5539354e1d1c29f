import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@vigil/contract';
import { call, pageQuery } from '@vigil/shared';
import { logKeys } from './keys';

type LogQuery = NonNullable<QueryOf<'listApiLogs'>>;

/** The list's filters; null means "all". */
export interface ApiLogFilters {
  status: NonNullable<LogQuery['status']> | null;
  method: NonNullable<LogQuery['method']> | null;
}

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
