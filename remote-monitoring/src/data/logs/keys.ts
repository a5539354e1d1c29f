import type { ApiLogFilters } from './list-api-logs';

/** Query keys of the team's API request log. */
export const logKeys = {
  all: ['api-logs'] as const,
  list: (page: number, filters: ApiLogFilters) =>
    [...logKeys.all, 'list', filters.status, filters.method, page] as const,
  detail: (id: string) => [...logKeys.all, 'detail', id] as const,
};
