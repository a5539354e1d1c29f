import type { ReactNode } from 'react';
import { QueryError } from './query-error';

/** What the frame reads of a query (a TanStack `useQuery` result). */
export interface StateQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

export interface QueryStateProps<T> {
  query: StateQuery<T>;
  /** Shown while the first answer is on its way (a skeleton with an accessible name). */
  loading: ReactNode;
  /** The failed read in the user's words: "Could not load the ignored areas." */
  failed: string;
  /** What the answer shows. */
  children: (data: T) => ReactNode;
}

/**
 * One section's read: its placeholder while loading, the error with a retry when the read failed,
 * then what the answer shows. (A paged list uses `ListFrame`, a screen of one object `ObjectScreen`.)
 */
export function QueryState<T>({ query, loading, failed, children }: QueryStateProps<T>) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError || query.data === undefined)
    return <QueryError what={failed} error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
