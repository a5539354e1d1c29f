import { appStore, billingAtom, call, metricsAtom, siteDataAtom, teamAtom } from '@vigil/shared';

/** Runs one load; failures are only logged (product.md §8). */
async function load(what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(`Could not load the ${what}.`, error);
  }
}

/** Reloads the team's site list into the siteData slice. */
export const refreshSites = () =>
  load('site list', async () => appStore.set(siteDataAtom, await call('listSites')));

/** Reloads the home metrics (the Issues badge reads open_issues). */
export const refreshMetrics = () =>
  load('home metrics', async () => appStore.set(metricsAtom, await call('homeMetrics')));

/**
 * What the shell loads when it mounts: metrics, sites and the team (the sidebar's footer names
 * it), and the billing info when no app has loaded it yet (the Add Site dialog reads the plan;
 * only admins may read it, so a contributor's 403 is logged and the dialog assumes no plan).
 */
export async function loadShellData(): Promise<void> {
  await Promise.all([
    refreshMetrics(),
    refreshSites(),
    load('team', async () => appStore.set(teamAtom, await call('getAccount'))),
    appStore.get(billingAtom)
      ? undefined
      : load('billing info', async () => appStore.set(billingAtom, await call('billingInfo'))),
  ]);
}

/** After a site is added: the list and the counts change. */
export async function refreshSiteData(): Promise<void> {
  await Promise.all([refreshMetrics(), refreshSites()]);
}
