import { CardElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeCardElement } from '@stripe/stripe-js';
import { Box, Button, HStack, notify, Stack } from '@vigil/shared';
import { useState, type FormEvent } from 'react';
import { completeSubscription } from '../api/complete-subscription';
import { setupSubscription, type PlanUpdatePayload } from '../api/setup-subscription';

export type CardMode = 'initial' | 'card';

export interface CardFormProps {
  /** initial: the card pays for a new plan (SetupIntent); card: replace the saved card only. */
  mode: CardMode;
  /** The plan the initial mode subscribes to. */
  payload: () => PlanUpdatePayload;
  /** True when the initial mode has nothing to change (selection equals the current plan). */
  unchanged: boolean;
  onHide: () => void;
  /** After the server accepted: reload, clear, toast. */
  onSaved: (message: 'Card updated' | 'Billing updated') => Promise<void>;
}

async function paymentMethodFor(
  mode: CardMode,
  stripe: NonNullable<ReturnType<typeof useStripe>>,
  card: StripeCardElement,
  payload: PlanUpdatePayload,
): Promise<string | null> {
  if (mode === 'card') {
    const { paymentMethod, error } = await stripe.createPaymentMethod({ type: 'card', card });
    if (error || !paymentMethod) throw error ?? new Error('no payment method');
    return paymentMethod.id;
  }
  const secret = await setupSubscription(payload);
  if (!secret) return null; // the server switched without a new card
  const { setupIntent, error } = await stripe.confirmCardSetup(secret, {
    payment_method: { card },
  });
  const method = setupIntent?.payment_method;
  if (error || !method) throw error ?? new Error('no payment method');
  return typeof method === 'string' ? method : method.id;
}

/** Card entry (Stripe Elements). Submit waits for a complete card and one save at a time. */
export function CardForm({ mode, payload, unchanged, onHide, onSaved }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [processing, setProcessing] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setProcessing(true);
    try {
      const method = await paymentMethodFor(mode, stripe, card, payload());
      if (method) await completeSubscription(method);
      card.clear();
      setComplete(false);
      await onSaved(mode === 'card' ? 'Card updated' : 'Billing updated');
    } catch (error) {
      console.warn('Billing could not be saved:', error);
      notify.error('contact support');
    } finally {
      setProcessing(false);
    }
  }

  const blocked = !stripe || !complete || processing || (mode === 'initial' && unchanged);
  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Card">
      <Stack gap="3" maxW="md">
        <Box borderWidth="1px" borderRadius="md" p="3">
          <CardElement onChange={(change) => setComplete(change.complete)} />
        </Box>
        <HStack gap="3">
          <Button
            type="submit"
            disabled={blocked}
            loading={processing}
            loadingText={mode === 'card' ? 'Save Card' : 'Update'}
          >
            {mode === 'card' ? 'Save Card' : 'Update'}
          </Button>
          <Button variant="plain" size="sm" onClick={onHide}>
            Hide Card
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
