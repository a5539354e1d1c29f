import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';
import { loadStripeKey } from '../api/load-stripe-key';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js once per key; the /pure entry injects its script only now (toolchain.md G24). */
function stripeFor(key: string): Promise<Stripe | null> {
  let stripe = loaded.get(key);
  if (!stripe) {
    stripe = loadStripe(key).catch((error: unknown) => {
      console.warn('Stripe.js could not be loaded:', error);
      return null;
    });
    loaded.set(key, stripe);
  }
  return stripe;
}

/**
 * Stripe for the card form: null until the server's publishable key arrives, and for good when
 * the server has no Stripe (local mode), where no script is ever loaded.
 */
export function useStripeLoader(): {
  stripe: Promise<Stripe | null> | null;
  cardsEnabled: boolean;
} {
  const [key, setKey] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void loadStripeKey().then((loadedKey) => live && setKey(loadedKey));
    return () => {
      live = false;
    };
  }, []);
  return { stripe: key ? stripeFor(key) : null, cardsEnabled: key !== null };
}
