/** Billing panel and routes; the setup wizard loads ./BillingPanel. Stripe stays in here. */
export const app = {
  name: 'billing',
  title: 'Vigil — billing',
  port: 3003,
  exposes: { './App': './src/app.tsx', './BillingPanel': './src/features/plans/billing-panel.tsx' },
};
