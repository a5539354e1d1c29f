import { appStore, call, metricsAtom } from '@vigil/shared';

/**
 * Reloads the home metrics into the shared store, as the host's shell does: its sidebar badge
 * reads open_issues from metricsAtom and would otherwise lag until the next full load. A failure
 * only leaves the badge stale, so it is logged, not shown.
 */
export async function refreshOpenIssueCount(): Promise<void> {
  try {
    appStore.set(metricsAtom, await call('homeMetrics'));
  } catch (error) {
    console.error('Could not refresh the home metrics.', error);
  }
}
