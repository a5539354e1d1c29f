import { useQuery } from '@tanstack/react-query';
import { call } from '@vigil/shared';
import { usageKeys } from './keys';

/** GET /v1/ops/metrics/home: sites, pages and open issues of the team. */
export const getHomeMetrics = () => call('homeMetrics');

export function useHomeMetrics() {
  return useQuery({ queryKey: usageKeys.homeMetrics(), queryFn: getHomeMetrics });
}
