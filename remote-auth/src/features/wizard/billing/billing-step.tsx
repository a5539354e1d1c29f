import { Button, HStack, notify, Stack, Text } from '@vigil/shared';
import { useEffect, useState } from 'react';
import { loadBilling, loadTeam } from '../../../lib/load-session';
import { choosePlanFree } from '../wizard-actions';
import { BillingPanelSlot } from './billing-panel-slot';

/** Choose a plan, or skip to free (product.md §4); /onboard follows either way. */
export function BillingStep({ onFinish }: { onFinish: () => void }) {
  const [busy, setBusy] = useState(false);
  useEffect(() => void loadBilling(), []);

  async function skip() {
    setBusy(true);
    try {
      await choosePlanFree();
      onFinish();
    } catch (error) {
      console.warn('Setting the free plan failed', error);
      notify.error('Contact support');
      setBusy(false);
    }
  }

  async function done() {
    await loadTeam();
    onFinish();
  }

  return (
    <Stack gap="4">
      <BillingPanelSlot
        onDone={() => void done()}
        fallback={
          <Text role="status" color="fg.muted">
            Plans cannot be shown right now. Skip to start on the free plan; you can change it later
            under Billing.
          </Text>
        }
      />
      <HStack justify="flex-end">
        <Button variant="outline" onClick={() => void skip()} loading={busy}>
          Skip
        </Button>
      </HStack>
    </Stack>
  );
}
