import { ScreenFrame } from '@vigil/shared';
import { BillingPanel } from '../features/plans/billing-panel';

export function BillingRoute() {
  return (
    <ScreenFrame title="Billing">
      <BillingPanel />
    </ScreenFrame>
  );
}
