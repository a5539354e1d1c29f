import { Elements } from '@stripe/react-stripe-js';
import { selectablePlans, type BillingInfo, type SelectablePlan } from '@vigil/contract';
import {
  billingAtom,
  Button,
  HStack,
  notify,
  SimpleGrid,
  Stack,
  Text,
  useAtomValue,
} from '@vigil/shared';
import { useCallback, useEffect, useState } from 'react';
import { loadBillingInfo } from './api/load-billing-info';
import { loadTeam } from './api/load-team';
import { setupSubscription } from './api/setup-subscription';
import { CardForm } from './components/card-form';
import { CouponField } from './components/coupon-field';
import { EnterpriseBilling } from './components/enterprise-billing';
import { IntervalToggle } from './components/interval-toggle';
import { PlanCard } from './components/plan-card';
import { useCoupon } from './hooks/use-coupon';
import { useStripeLoader } from './hooks/use-stripe-loader';
import { planCards, planPayload } from './plan-cards';

export interface BillingPanelProps {
  /** Called after a successful save (the setup wizard moves on). */
  onDone?: () => void;
}

const isSelectable = (name: string): name is SelectablePlan =>
  (selectablePlans as readonly string[]).includes(name);

interface PlanFormProps {
  billing: BillingInfo;
  /** False in local mode (the server has no Stripe): plans switch without a card. */
  cardsEnabled: boolean;
  onDone?: () => void;
}

/** Plan cards, interval, coupon, and the card or Update controls of product.md §2 and §4. */
function PlanForm({ billing, cardsEnabled, onDone }: PlanFormProps) {
  const current = billing.plan;
  const [selected, setSelected] = useState<SelectablePlan>(
    isSelectable(current.name) ? current.name : 'free',
  );
  const [interval, setBillingInterval] = useState(current.interval);
  const coupon = useCoupon(current.meta.coupon);
  const cardOnFile = current.name !== 'free' && billing.card !== null;
  const [cardOpen, setCardOpen] = useState(!cardOnFile);
  const [saving, setSaving] = useState(false);

  const unchanged =
    selected === current.name && (selected === 'free' || interval === current.interval);
  const needsCard = cardsEnabled && selected !== 'free' && billing.card === null;
  const payload = () => planPayload(selected, interval, coupon.coupon);

  async function saved(message: 'Card updated' | 'Billing updated') {
    await Promise.all([loadBillingInfo(), loadTeam()]);
    setCardOpen(false);
    notify.success(message);
    onDone?.();
  }

  async function update() {
    setSaving(true);
    try {
      // With no card on file the server answers a SetupIntent: the card form takes it from there.
      if (await setupSubscription(payload())) setCardOpen(true);
      else await saved('Billing updated');
    } catch (error) {
      console.warn('The plan could not be changed:', error);
      notify.error('contact support');
    } finally {
      setSaving(false);
    }
  }

  const updateButton = (
    <HStack gap="3" wrap="wrap">
      <Button
        disabled={saving || unchanged}
        loading={saving}
        loadingText="Update"
        onClick={update}
        aria-describedby={unchanged ? 'plan-unchanged-hint' : undefined}
      >
        Update
      </Button>
      {/* A disabled button says nothing on its own: say what enables it. */}
      {unchanged && (
        <Text id="plan-unchanged-hint" fontSize="sm" color="fg.muted">
          This is your current plan: choose a different plan or interval to update.
        </Text>
      )}
    </HStack>
  );
  const cardForm = (mode: 'initial' | 'card') => (
    <CardForm
      mode={mode}
      payload={payload}
      unchanged={unchanged}
      onHide={() => setCardOpen(false)}
      onSaved={saved}
    />
  );

  return (
    <Stack gap="5">
      {/* Top-aligned: opening the coupon field grows its column and must not move the toggle. */}
      <HStack gap="6" wrap="wrap" align="flex-start" data-testid="plan-options">
        <IntervalToggle value={interval} onChange={setBillingInterval} />
        <CouponField code={coupon.code} applied={coupon.discount > 0} onChange={coupon.change} />
      </HStack>
      {/* Columns follow the panel's own width, not the window's: inside the wizard's card, or on a
          phone, the cards stack instead of squeezing their price and labels. */}
      <SimpleGrid data-testid="plan-cards" minChildWidth="15rem" gap="4">
        {planCards.map((plan) => (
          <PlanCard
            key={plan.name}
            plan={plan}
            interval={interval}
            discount={coupon.discount}
            selected={selected === plan.name}
            onSelect={() => setSelected(plan.name)}
          />
        ))}
      </SimpleGrid>
      {cardOnFile ? (
        <Stack gap="3">
          <HStack gap="3">
            <Text>
              {billing.card!.brand.toUpperCase()} ending in {billing.card!.last4}
            </Text>
            {!cardOpen && (
              <Button variant="plain" size="sm" onClick={() => setCardOpen(true)}>
                Update Card
              </Button>
            )}
          </HStack>
          {cardOpen && cardForm('card')}
          {updateButton}
        </Stack>
      ) : needsCard && cardOpen ? (
        cardForm('initial')
      ) : (
        updateButton
      )}
    </Stack>
  );
}

/**
 * The billing panel (product.md §2, §4), exposed on its own for the setup wizard. It reloads the
 * billing info on mount; an enterprise team sees only Manage Billing.
 */
export function BillingPanel({ onDone }: BillingPanelProps) {
  const billing = useAtomValue(billingAtom);
  const { stripe, cardsEnabled } = useStripeLoader();
  const [failed, setFailed] = useState(false);
  const load = useCallback(async () => {
    setFailed(false);
    setFailed(!(await loadBillingInfo()));
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  if (!billing && failed)
    return (
      <Stack gap="3" align="flex-start" role="status">
        <Text>Billing info could not be loaded. Check your connection and try again.</Text>
        <Button variant="outline" size="sm" onClick={() => void load()}>
          Retry
        </Button>
      </Stack>
    );
  if (!billing) return <Text>Loading Billing Info...</Text>;
  const { plan } = billing;
  return (
    <Stack gap="6">
      <Text>
        Current plan:{' '}
        <Text as="strong" data-testid="current-plan">
          {plan.name.toUpperCase()}
        </Text>
      </Text>
      {plan.name === 'enterprise' ? (
        <EnterpriseBilling />
      ) : (
        <Elements stripe={stripe}>
          {/* A new current plan (after a save or a reload) starts the form afresh. */}
          <PlanForm
            key={`${plan.name}-${plan.interval}-${billing.card?.last4 ?? ''}`}
            billing={billing}
            cardsEnabled={cardsEnabled}
            onDone={onDone}
          />
        </Elements>
      )}
    </Stack>
  );
}

export default BillingPanel;
