import { keepPreviousData, type QueryKey, useQuery } from '@tanstack/react-query';

/** How often a list is read again while on screen (lists of checks that run by themselves). */
export interface PagePolling<T = unknown> {
  /** A pace, or shared's `pollWhile` (re-read while a row still works). */
  refetchInterval?: number | ((query: { state: { data: T | undefined } }) => number | false);
  staleTime?: number;
}

/**
 * One page of a list (or one period of a chart): the page before stays on screen, dimmed, while
 * the next one loads, so paging does not flash a placeholder.
 */
export function usePageQuery<T>(
  queryKey: QueryKey,
  request: () => Promise<T>,
  polling: PagePolling<T> = {},
) {
  return useQuery({ queryKey, queryFn: request, placeholderData: keepPreviousData, ...polling });
}
