import type { BodyOf } from '@vigil/contract';
import { call } from '@vigil/shared';

export type PlanUpdatePayload = BodyOf<'subscriptionSetup'>;

/** POST /v1/billing/subscription/setup: the client_secret when a first card is needed. */
export async function setupSubscription(payload: PlanUpdatePayload): Promise<string | null> {
  return (await call('subscriptionSetup', { body: payload })).client_secret;
}
