import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage, notify } from '@vigil/shared';

/** Where an object of one kind is cached: its own query, and the lists that show it. */
export interface ObjectKeys {
  detail: (id: string) => QueryKey;
  lists: () => QueryKey;
}

export interface SaveOptions<A, V> {
  /** The saved object, when the answer wraps it (an import answers `{ case, unsupported }`). */
  saved?: (answer: A) => { id: string };
  /**
   * Keep the mutation pending until the lists are read again, so the screen it leaves for (or the
   * list behind a dialog) already shows the change.
   */
  awaitLists?: boolean;
  /** A toast when the request fails; without one, the caller shows the error (under a field). */
  failed?: string;
  /** After the cache holds the saved object (a count elsewhere that the change moves). */
  onSaved?: (answer: A, variables: V) => void;
}

const toastOnError = (failed: string | undefined) =>
  failed ? (error: unknown) => notify.error(apiErrorMessage(error, failed)) : undefined;

/**
 * A create or an update answered with the saved object: it goes straight into its own query (its
 * screen shows it without a second request) and every list of its kind is read again.
 */
export function useSaveMutation<V, A>(
  request: (variables: V) => Promise<A>,
  keys: ObjectKeys,
  options: SaveOptions<A, V> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer: A, variables: V) => {
      const saved = options.saved ? options.saved(answer) : (answer as { id: string });
      queryClient.setQueryData(keys.detail(saved.id), saved);
      const reread = queryClient.invalidateQueries({ queryKey: keys.lists() });
      options.onSaved?.(answer, variables);
      return options.awaitLists ? reread : undefined;
    },
    onError: toastOnError(options.failed),
  });
}

/**
 * A request whose answer the screens do not show as such (a run started, a secret stored): what
 * `stale` names is read again once it succeeds, and the mutation stays pending until then.
 */
export function useRereadMutation<V, A>(
  request: (variables: V) => Promise<A>,
  stale: QueryKey,
  failed?: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stale }),
    onError: toastOnError(failed),
  });
}
