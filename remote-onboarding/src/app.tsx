import { lazyScreen, ScreenRoutes } from '@vigil/shared';

// Fetched on the first visit.
const onboard = lazyScreen(() => import('./routes/onboard').then((m) => m.OnboardRoute));

/** The exposed module: this remote's rows of the route table (contract), each with its screen. */
export function App() {
  return <ScreenRoutes remote="onboarding" screens={{ onboard }} />;
}
