import type { QueryFunctionContext, QueryKey } from '@tanstack/react-query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { pollWhile, queryClient, refreshHomeMetrics } from '@vigil/shared';
import { issueKeys } from './keys';

/**
 * Reads again what a run that ended may have changed about issues: the open count (the home
 * metrics, which the sidebar's Issues badge mirrors) and every issue list or issue on screen.
 */
export function refreshIssues(): void {
  void refreshHomeMetrics();
  void queryClient.invalidateQueries({ queryKey: issueKeys.all });
}

/**
 * Query options for runs a screen watches to their end (tests, case runs, scans, flow runs, and
 * the lists showing them): re-read every 5 s while one works (`pollWhile`), and when an answer no
 * longer has as working a run the previous answer had, that run ended, and it may have opened or
 * closed issues (a failed test opens one, a passing one closes it): `refreshIssues`.
 * `working` names the runs of an answer that are still working, by id.
 */
export function watchRuns<T, K extends QueryKey>(options: {
  queryKey: K;
  queryFn: () => Promise<T>;
  working: (data: T) => readonly string[];
}) {
  const workingIn = (data: T | undefined) => (data === undefined ? [] : options.working(data));
  return {
    queryKey: options.queryKey,
    queryFn: async ({ client, queryKey }: QueryFunctionContext<K>): Promise<T> => {
      const before = workingIn(client.getQueryData<T>(queryKey));
      const data = await options.queryFn();
      const still = new Set(workingIn(data));
      if (before.some((id) => !still.has(id))) refreshIssues();
      return data;
    },
    refetchInterval: pollWhile<T>((data) => workingIn(data).length > 0),
  };
}

/** `working` for one run: its id while its status is working. */
export const whileWorking = (run: { id: string; status: string }): string[] =>
  run.status === 'working' ? [run.id] : [];

/** One run read by id and watched to its end (`watchRuns`), for the screen about it. */
export const useWatchedRun = <T, K extends QueryKey>(
  queryKey: K,
  queryFn: () => Promise<T>,
  working: (run: T) => readonly string[],
) => useQuery(watchRuns({ queryKey, queryFn, working }));

/**
 * One page of a list showing runs, each watched to its end (`watchRuns`); the previous page stays
 * on screen while the next loads.
 */
export const useWatchedPage = <T, K extends QueryKey>(
  queryKey: K,
  queryFn: () => Promise<T>,
  working: (page: T) => readonly string[],
) => useQuery({ ...watchRuns({ queryKey, queryFn, working }), placeholderData: keepPreviousData });
