import {
  AppProviders,
  configureApi,
  loadRuntimeConfig,
  registerRemoteEntries,
  rehydrate,
  setNavigator,
  ToastHost,
} from '@vigil/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { fetchRegistry, setRegistry, type RemoteRegistry } from './federation/registry';
import { createRouter } from './routes/router';

/** Start-up: runtime config and remote registry (both fetched fresh), stored session, then render. */
async function start() {
  configureApi(await loadRuntimeConfig());
  let registry: RemoteRegistry = {};
  try {
    registry = await fetchRegistry();
  } catch (error) {
    // The shell still renders; every remote route shows its "temporarily unavailable" state.
    console.error(error);
  }
  setRegistry(registry);
  registerRemoteEntries(
    Object.entries(registry).map(([name, remote]) => ({ name, entry: remote.entry })),
  );
  await rehydrate();

  const router = createRouter();
  setNavigator((path) => void router.navigate(path));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
        <ToastHost />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
