import { sendEarly } from '../api/early-calls';
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
  // No contract for them: the API checked them with this build's own (checked-answer.ts). Only
  // when it names another does a call fetch the schemas, once the screen is drawn.
}
