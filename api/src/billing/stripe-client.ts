import Stripe from 'stripe';
import type { Env } from '../env';

/**
 * The official Stripe client when STRIPE_SECRET_KEY is set, else null (local billing mode).
 * STRIPE_API_HOST/PORT/PROTOCOL point it elsewhere: the tests' fake Stripe server.
 */
export function stripeFromEnv(env: Env): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  return new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(env.STRIPE_API_HOST ? { host: env.STRIPE_API_HOST } : {}),
    ...(env.STRIPE_API_PORT ? { port: env.STRIPE_API_PORT } : {}),
    ...(env.STRIPE_API_PROTOCOL ? { protocol: env.STRIPE_API_PROTOCOL } : {}),
  });
}

/** What the panel shows of a card. */
export function cardSummaryOf(method: Stripe.PaymentMethod) {
  if (!method.card) return null;
  return {
    id: method.id,
    brand: method.card.brand,
    last4: method.card.last4,
    exp_month: method.card.exp_month,
    exp_year: method.card.exp_year,
  };
}

/** Stripe ids arrive as a string or an expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}
