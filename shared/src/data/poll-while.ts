/** The product's progress pace (product.md §9): work in progress on screen is re-read every 5 s. */
export const POLL_MS = 5000;

/**
 * A TanStack Query `refetchInterval` that re-reads every 5 s while `condition` holds for what was
 * last read (undefined before the first answer), and stops once it does not: a crawl or scan
 * changes state by itself, a finished one does not.
 */
export function pollWhile<T>(condition: (data: T | undefined) => boolean) {
  return (query: { state: { data: T | undefined } }): number | false =>
    condition(query.state.data) ? POLL_MS : false;
}
