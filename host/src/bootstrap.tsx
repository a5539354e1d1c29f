import {
  AppProviders,
  appStore,
  configureApi,
  isSignedInAtom,
  loadRuntimeConfig,
  prepareUi,
  registerRemoteEntries,
  rehydrate,
  ToastHost,
} from '@vigil/shared';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRegistry } from './federation/load-registry';
import { setRegistry } from './federation/current-registry';
import { warmRemote } from './federation/remote-app';
import { remoteShowing } from './federation/route-owner';
import type { RemoteRegistry } from './federation/registry';
import { AppRouter } from './routes/app-router';

/** How long the first render waits for the current route's remote (see start()). */
const FIRST_SCREEN_WAIT_MS = 1000;

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
  // The screen this load will show comes whole in one render when its remote arrives within
  // FIRST_SCREEN_WAIT_MS: no spinner that is replaced a moment later (React then holds the
  // content back until the spinner has been up 300 ms), and the remote's download overlaps the
  // host's start-up. A slower remote gets the spinner and its usual fallbacks after the wait.
  const remote = remoteShowing(location.pathname, appStore.get(isSignedInAtom));
  if (remote) {
    const { requested, arrived } = warmRemote(remote);
    // The style system is built while the remote downloads instead of after it.
    await requested;
    prepareUi();
    await Promise.race([arrived, delay(FIRST_SCREEN_WAIT_MS)]);
  }

  const root = createRoot(document.getElementById('root')!);
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
