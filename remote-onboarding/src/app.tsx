import { lazyScreen, preloadScreenAt, ScreenRoutes } from '@vigil/shared';

// Fetched on the first visit; named `screen-<route>` so the page of that route can preload it
// (tooling/webpack/screen-chunks.ts).
const onboard = lazyScreen(() =>
  import(/* webpackChunkName: "screen-onboard" */ './routes/onboard').then((m) => m.OnboardRoute),
);
const screens = { onboard };

/**
 * Exposed with App: the host fetches the screen of the path it is about to show while it starts
 * (see preloadScreenAt), so the first screen comes without a loading state.
 */
export const preload = (pathname: string) => preloadScreenAt('onboarding', screens, pathname);

/** The exposed module: this remote's rows of the route table (contract), each with its screen. */
export function App() {
  return <ScreenRoutes remote="onboarding" screens={screens} />;
}
