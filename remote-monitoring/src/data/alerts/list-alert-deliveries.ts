import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, pageQuery } from '@vigil/shared';
import { alertKeys } from './keys';

/** GET /v1/ops/alert/:id/deliveries: one page of what the alert sent, newest first. */
export const listAlertDeliveries = (id: string, page: number) =>
  call('listAlertDeliveries', { params: { id }, query: pageQuery(page) });

/** Deliveries happen by themselves (retries, recoveries): re-read on every open. */
export function useAlertDeliveries(id: string, page: number) {
  return useQuery({
    queryKey: alertKeys.deliveries(id, page),
    queryFn: () => listAlertDeliveries(id, page),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
