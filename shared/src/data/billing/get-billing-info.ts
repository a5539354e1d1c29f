import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../api/call';
import { fetchFresh } from '../query-client';
import { billingKeys } from './keys';

/** POST /v1/billing/info: the plan and card (admins only: a contributor gets 403). */
export const billingInfoQuery = () =>
  queryOptions({ queryKey: billingKeys.info(), queryFn: () => call('billingInfo') });

export function useBillingInfo(options: { enabled?: boolean } = {}) {
  return useQuery({ ...billingInfoQuery(), ...options });
}

/** Reads the billing info now, once (no retries), for code outside React (sign-in, the billing panel). */
export const loadBillingInfo = () => fetchFresh(billingInfoQuery());
