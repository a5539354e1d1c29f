import type { PageQuery } from '@vigil/contract';

/**
 * `{count, next, previous, results}` of a list (server.md §1). `next` and `previous` are the same
 * path with the other query parameters kept and `offset` moved, relative to the API's origin.
 */
export function paginated<T>(
  url: string,
  page: PageQuery,
  count: number,
  results: T[],
): { count: number; next: string | null; previous: string | null; results: T[] } {
  const [path = '/', search = ''] = url.split('?');
  const link = (offset: number) => {
    const params = new URLSearchParams(search);
    params.set('limit', String(page.limit));
    params.set('offset', String(offset));
    return `${path}?${params.toString()}`;
  };
  return {
    count,
    next: page.offset + page.limit < count ? link(page.offset + page.limit) : null,
    previous: page.offset > 0 ? link(Math.max(0, page.offset - page.limit)) : null,
    results,
  };
}
