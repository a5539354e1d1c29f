import type { Case } from '@vigil/contract';
import { PAGE_SIZE } from '@vigil/shared';
import type { ListQuery } from '../../../components/list/list-frame';

/**
 * The list frame's query for one type of case, paged in the browser from every case: the API's
 * list has no `type` filter, and filtering one server page would show short, miscounted pages.
 */
export function casesOfType(
  every: Omit<ListQuery<Case>, 'data' | 'isPlaceholderData'> & {
    data: { results: Case[] } | undefined;
  },
  type: Case['type'],
  page: number,
): ListQuery<Case> {
  const matching = every.data?.results.filter((it) => it.type === type);
  return {
    isPending: every.isPending,
    isError: every.isError,
    error: every.error,
    refetch: every.refetch,
    isPlaceholderData: false,
    data: matching && {
      count: matching.length,
      results: matching.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    },
  };
}
