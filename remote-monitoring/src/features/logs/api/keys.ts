import type { LogFilters } from './list-api-logs';

/** Query keys of the logs feature; 'api-logs' keeps them apart from other features' keys. */
export const logKeys = {
  all: ['api-logs'] as const,
  list: (page: number, filters: LogFilters) =>
    [...logKeys.all, 'list', filters.status, filters.method, page] as const,
  detail: (id: string) => [...logKeys.all, 'detail', id] as const,
};
