import { QueryClient, type FetchQueryOptions, type QueryKey } from '@tanstack/react-query';
import { httpStatusOf } from '../api/http-status';
import { setQueryCacheReset } from '../store/session';
import { mirrorPersistedSlices } from './persisted-slices';

/** A 4xx will answer the same again (404, 403): only network and server failures are retried. */
function shouldRetry(failures: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== null && status < 500) return false;
  return failures < 2;
}

/**
 * The one TanStack Query cache of the whole app (docs/decisions/008). It lives in this federation
 * singleton and `AppProviders` provides it, so the host and every remote read and invalidate the
 * same entries: a site added in the host's dialog refreshes the list a remote shows, once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
  },
});

mirrorPersistedSlices(queryClient);
// Logout empties it (the next user must not see this team's data); the session cannot import it.
setQueryCacheReset(() => queryClient.clear());

/**
 * Reads a query now, once: nothing cached is reused and a failure is not retried. For code outside
 * React (sign-in, the wizard, after a change) that must see the server's state; the slice that
 * mirrors the query follows.
 */
export function fetchFresh<T, Key extends QueryKey>(
  query: FetchQueryOptions<T, Error, T, Key>,
): Promise<T> {
  return queryClient.fetchQuery({ ...query, staleTime: 0, retry: false });
}
