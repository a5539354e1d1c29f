import { createContext, useContext, type ReactNode } from 'react';

/**
 * Stand-in for @stripe/react-stripe-js in component tests (jest.mock at the module boundary):
 * no Stripe.js, no network. The card field is a plain input that reports `complete` once it
 * holds 16 digits; the Stripe calls are jest mocks the tests program and assert.
 */
export const fakeCard = { clear: jest.fn() };
export const fakeStripe = {
  confirmCardSetup: jest.fn(),
  createPaymentMethod: jest.fn(),
};

const StripeReady = createContext(false);

export function Elements({ stripe, children }: { stripe: unknown; children: ReactNode }) {
  return <StripeReady.Provider value={stripe !== null}>{children}</StripeReady.Provider>;
}

export function CardElement({ onChange }: { onChange?: (event: { complete: boolean }) => void }) {
  return (
    <input
      aria-label="Card number"
      onChange={(event) =>
        onChange?.({ complete: event.target.value.replace(/\D/g, '').length >= 16 })
      }
    />
  );
}

export const useStripe = () => (useContext(StripeReady) ? fakeStripe : null);
export const useElements = () => (useContext(StripeReady) ? { getElement: () => fakeCard } : null);
