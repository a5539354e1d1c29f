import { lazyScreen, preloadScreenAt, ScreenRoutes } from '@vigil/shared';

// Fetched on the first visit; both rows show the same billing panel. Named `screen-<routes>` so the
// page of either route can preload it (tooling/webpack/screen-chunks.ts).
const billing = lazyScreen(() =>
  import(/* webpackChunkName: "screen-billing-billingUpdate" */ './routes/billing').then(
    (m) => m.BillingRoute,
  ),
);
const screens = { billing, billingUpdate: billing };

/**
 * Exposed with App: the host fetches the screen of the path it is about to show while it starts
 * (see preloadScreenAt), so the first screen comes without a loading state.
 */
export const preload = (pathname: string) => preloadScreenAt('billing', screens, pathname);

/** The exposed module: this remote's rows of the route table (contract), each with its screen. */
export function App() {
  return <ScreenRoutes remote="billing" screens={screens} />;
}
