import { call } from '@vigil/shared';

/** POST /v1/billing/stripe/key: the publishable key, null without Stripe or on failure (logged). */
export async function loadStripeKey(): Promise<string | null> {
  try {
    return (await call('stripeKey')).key;
  } catch (error) {
    console.warn('The Stripe key could not be loaded:', error);
    return null;
  }
}
