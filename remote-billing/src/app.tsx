import { lazyScreen, ScreenRoutes } from '@vigil/shared';

// Fetched on the first visit; both rows show the same billing panel.
const billing = lazyScreen(() => import('./routes/billing').then((m) => m.BillingRoute));

/** The exposed module: this remote's rows of the route table (contract), each with its screen. */
export function App() {
  return <ScreenRoutes remote="billing" screens={{ billing, billingUpdate: billing }} />;
}
