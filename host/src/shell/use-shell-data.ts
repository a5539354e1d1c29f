import { useQuery } from '@tanstack/react-query';
import {
  appStore,
  billingAtom,
  billingInfoQuery,
  homeMetricsQuery,
  siteListQuery,
  teamQuery,
} from '@vigil/shared';
import { useEffect, useState } from 'react';

/** How long after the first screen's answers the shell asks for the plan. */
export const PLAN_AFTER_SCREEN_MS = 1_500;

/** Whether `condition` has held for `delayMs` (it stays true once it has). */
function useTrueAfter(condition: boolean, delayMs: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    if (!condition || passed) return;
    const timer = setTimeout(() => setPassed(true), delayMs);
    return () => clearTimeout(timer);
  }, [condition, passed, delayMs]);
  return passed;
}

/** Failures are only logged (product.md §8): the shell shows what it has. */
function useLoggedFailure(what: string, error: Error | null) {
  useEffect(() => {
    if (error) console.error(`Could not load the ${what}.`, error);
  }, [what, error]);
}

/**
 * What the shell keeps loaded while it is mounted, through the shared query cache: the metrics
 * (the Issues badge), the first page of sites and the team (the sidebar's footer names it), and
 * the billing info when no app has loaded it yet (the Add Site dialog reads the plan; only admins
 * may read it, so a contributor's 403 is logged and the dialog assumes no plan). Each answer
 * lands in its persisted slice (shared/src/data/persisted-slices.ts); a screen showing the same
 * query shares the request, and a mutation that invalidates it reloads it once.
 */
export function useShellData(): void {
  const [needsBilling] = useState(() => appStore.get(billingAtom) === null);
  const metrics = useQuery(homeMetricsQuery());
  const team = useQuery(teamQuery());
  useLoggedFailure('home metrics', metrics.error);
  useLoggedFailure('site list', useQuery(siteListQuery(1)).error);
  useLoggedFailure('team', team.error);
  // The plan is only read when the dialog opens (which reads it again): it is asked for a while
  // after the screen's figures and team have answered, not beside them (issue 18: on a first load
  // its request, and the HTTP client it loads, came before the screen's figures were drawn:
  // the screen is a remote's and draws its answers a few frames after the shell has them).
  const screenFed = useTrueAfter(!metrics.isPending && !team.isPending, PLAN_AFTER_SCREEN_MS);
  useLoggedFailure(
    'billing info',
    useQuery({
      ...billingInfoQuery(),
      enabled: needsBilling && screenFed,
      refetchOnWindowFocus: false,
    }).error,
  );
}
