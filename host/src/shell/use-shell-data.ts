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
  useLoggedFailure('home metrics', useQuery(homeMetricsQuery()).error);
  useLoggedFailure('site list', useQuery(siteListQuery(1)).error);
  useLoggedFailure('team', useQuery(teamQuery()).error);
  useLoggedFailure(
    'billing info',
    useQuery({ ...billingInfoQuery(), enabled: needsBilling, refetchOnWindowFocus: false }).error,
  );
}
