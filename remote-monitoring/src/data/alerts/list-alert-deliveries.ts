import { call, pageQuery } from '@vigil/shared';
import { usePageQuery } from '../../lib/use-page-query';
import { alertKeys } from './keys';

/** GET /v1/ops/alert/:id/deliveries: one page of what the alert sent, newest first. */
export const listAlertDeliveries = (id: string, page: number) =>
  call('listAlertDeliveries', { params: { id }, query: pageQuery(page) });

/** Deliveries happen by themselves (retries, recoveries): re-read on every open. */
export const useAlertDeliveries = (id: string, page: number) =>
  usePageQuery(alertKeys.deliveries(id, page), () => listAlertDeliveries(id, page), {
    staleTime: 0,
  });
