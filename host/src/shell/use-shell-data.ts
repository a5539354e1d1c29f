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
  // The plan is only read when the dialog opens: it is asked for once the screen shows what the
  // visitor came for (the figures drawn from the metrics and the team), not beside them (issue
  // 18: on a first load its request, and the HTTP client it loads, held Home's figures back).
  const screenFed = !metrics.isPending && !team.isPending;
  useLoggedFailure(
    'billing info',
    useQuery({
      ...billingInfoQuery(),
      enabled: needsBilling && screenFed,
      refetchOnWindowFocus: false,
    }).error,
  );
}
