import { remoteShowing } from '@vigil/contract';
import {
  AppProviders,
  appStore,
  configureApi,
  isSignedInAtom,
  loadRuntimeConfig,
  prepareUi,
  registerRemoteEntries,
  rehydrate,
  sendShellCallsEarly,
  ToastHost,
} from '@vigil/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRegistry } from './federation/load-registry';
import { setRegistry } from './federation/current-registry';
import { warmRemote } from './federation/remote-app';
import type { RemoteRegistry } from './federation/registry';
import { hasPrerenderedScreen, handOverPrerenderedScreen } from './prerendered-screen';
import { AppRouter } from './routes/app-router';

/** How long the first render waits for the current route's remote (see warmUp). */
const FIRST_SCREEN_WAIT_MS = 1000;
/**
 * The same with the screen already drawn (prerendered): a spinner would replace a form the
 * visitor is looking at (and may be typing into), so a slow remote is given longer.
 */
const DRAWN_SCREEN_WAIT_MS = 5000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The registry, or none: the shell still renders and remote routes show "temporarily unavailable". */
async function registryOrNone(): Promise<RemoteRegistry> {
  try {
    return await loadRegistry();
  } catch (error) {
    console.error(error);
    return {};
  }
}

/**
 * The remote this load will show starts downloading now, and the first render waits for it up
 * to FIRST_SCREEN_WAIT_MS: its download overlaps the host's start-up, and its ./App renders in
 * the first render instead of behind the route's spinner (on /login the whole form: its screen
 * comes with ./App; other screens may still load a chunk of their own). A slower remote gets the
 * spinner and its usual fallbacks after the wait.
 */
async function warmUp(screenDrawn: boolean) {
  const remote = remoteShowing(location.pathname, appStore.get(isSignedInAtom));
  if (!remote) return;
  const { requested, arrived } = warmRemote(remote, location.pathname);
  // The style system is built while the remote downloads instead of after it, in a task of its
  // own: added to the one that asked for the remote, it made the start-up's longest task.
  await requested;
  await delay(0);
  prepareUi();
  await Promise.race([arrived, delay(screenDrawn ? DRAWN_SCREEN_WAIT_MS : FIRST_SCREEN_WAIT_MS)]);
}

/**
 * Start-up: runtime config and remote registry (inlined in the page by the gateway, else both
 * fetched fresh, side by side), stored session, then render.
 */
async function start() {
  const [config, registry] = await Promise.all([loadRuntimeConfig(), registryOrNone()]);
  configureApi(config);
  setRegistry(registry);
  registerRemoteEntries(
    Object.entries(registry).map(([name, remote]) => ({ name, entry: remote.entry })),
  );
  await rehydrate();
  // The shell's own GETs go out now, beside the screen's files, not after them (issue 18).
  if (appStore.get(isSignedInAtom)) sendShellCallsEarly();
  const container = document.getElementById('root')!;
  const screenDrawn = hasPrerenderedScreen(container);
  try {
    await warmUp(screenDrawn);
  } catch (error) {
    // Only a head start: whatever failed here, the routes load (and report) it themselves.
    console.error(error);
  }

  handOverPrerenderedScreen(container);
  const root = createRoot(container);
  // A transition lets React render the first screen in slices and give the browser the main
  // thread between them (a phone's first render is hundreds of ms of one task otherwise, issue
  // 18's TBT). Nothing is on screen yet, so no content waits longer: Suspense fallbacks of a
  // first mount show as before.
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <AppRouter />
          <ToastHost />
        </AppProviders>
      </StrictMode>,
    ),
  );
}

void start();
