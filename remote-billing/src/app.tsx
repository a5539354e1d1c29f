import { useRoutes } from 'react-router';
import { paths } from './paths';
import { BillingRoute } from './routes/billing';

/** The exposed module: this remote's route table, nothing else. */
export function App() {
  return useRoutes([
    { path: paths.billing, element: <BillingRoute /> },
    { path: paths.billingUpdate, element: <BillingRoute /> },
  ]);
}
