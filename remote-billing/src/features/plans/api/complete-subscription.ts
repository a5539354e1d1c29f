import { call } from '@vigil/shared';

/** POST /v1/billing/subscription/complete with the card Stripe.js confirmed or created. */
export async function completeSubscription(paymentMethod: string): Promise<void> {
  await call('subscriptionComplete', { body: { payment_method: paymentMethod } });
}
