import { QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from './lib/http-status';

/** A 4xx will answer the same again (404, 403): only network and server failures are retried. */
function shouldRetry(failures: number, error: unknown): boolean {
  const status = httpStatusOf(error);
  if (status !== null && status < 500) return false;
  return failures < 2;
}

/**
 * This remote's one cache. The host provides no QueryClient (only store, theme, router, toasts),
 * so the remote brings its own; module scope keeps the cache across route changes.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: true },
  },
});
