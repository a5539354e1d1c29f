import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { fetchFresh } from '../query-client';
import { metricsKeys } from './keys';

/** GET /v1/ops/metrics/home: sites, pages and open issues of the team (the Issues badge). */
export const homeMetricsQuery = () =>
  queryOptions({ queryKey: metricsKeys.home(), queryFn: () => call('homeMetrics') });

export function useHomeMetrics() {
  return useQuery(homeMetricsQuery());
}

/**
 * Re-reads the metrics now, shown or not: after an issue opens or closes, the sidebar's badge
 * (the metrics slice) must not lag until the next full load. A failure only leaves it stale.
 */
export async function refreshHomeMetrics(): Promise<void> {
  try {
    await fetchFresh(homeMetricsQuery());
  } catch (error) {
    console.error('Could not refresh the home metrics.', error);
  }
}
