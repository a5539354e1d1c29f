import { sendEarly } from '../api/early-calls';
import { loadContract } from '../contract/load-contract';
import { appStore } from '../store/app-store';
import { metricsAtom } from '../store/slices';
import { pageQuery } from './page-query';

/**
 * Sends the shell's GETs now (host/src/shell/use-shell-data.ts: the metrics, the first page of
 * sites, the team), with the same input as their queries (homeMetricsQuery, siteListQuery(1),
 * teamQuery), so that each query's call takes the early answer instead of asking again. The host
 * calls it at start-up for a signed-in visitor: the answers arrive while the screen's files
 * download (issue 18: Home on the first load after sign-in waited for them after its files).
 */
export function sendShellCallsEarly(): void {
  // With a stored copy (seen before), the first screen draws it at once and these only refresh
  // it: they wait for that screen to be drawn like every other call, rather than share the
  // network and the main thread with the files it needs.
  if (appStore.get(metricsAtom) !== null) return;
  sendEarly('homeMetrics');
  sendEarly('listSites', pageQuery(1));
  sendEarly('getAccount');
  // Without a stored copy of them (the first load after sign-in), the first screen shows nothing
  // but skeletons until these answers are in, and an answer is used only once checked: the
  // contract that checks it loads now too, while the screen's files download.
  void loadContract();
}
