import { API_LOG_METHODS, API_LOG_STATUS_CLASSES } from '@vigil/contract';
import { useSearchParams } from 'react-router';

export type StatusClass = (typeof API_LOG_STATUS_CLASSES)[number];
export type LogMethod = (typeof API_LOG_METHODS)[number];
export interface LogFilters {
  status: StatusClass | null;
  method: LogMethod | null;
}

const oneOf = <T extends string>(allowed: readonly T[], value: string | null): T | null =>
  allowed.find((item) => item === value) ?? null;

/**
 * The log's filters, kept in `?status=` and `?method=` beside `?page=` so a reload or a shared
 * link keeps them; a value the screen does not offer reads as "all". Changing a filter goes back
 * to page 1: the old page number means nothing in a different list.
 */
export function useLogFilterParams(): [LogFilters, (next: Partial<LogFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters: LogFilters = {
    status: oneOf(API_LOG_STATUS_CLASSES, params.get('status')),
    method: oneOf(API_LOG_METHODS, params.get('method')),
  };
  const setFilters = (next: Partial<LogFilters>) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.delete('page');
      for (const [name, value] of Object.entries(next)) {
        if (value) updated.set(name, value);
        else updated.delete(name);
      }
      return updated;
    });
  return [filters, setFilters];
}
