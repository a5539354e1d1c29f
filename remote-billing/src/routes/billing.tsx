import { Heading, Stack } from '@vigil/shared';
import { BillingPanel } from '../features/plans/billing-panel';

export function BillingRoute() {
  return (
    <Stack gap="6">
      <Heading as="h1" size="lg">
        Billing
      </Heading>
      <BillingPanel />
    </Stack>
  );
}
