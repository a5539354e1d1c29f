import {
  AppProviders,
  configureApi,
  loadRuntimeConfig,
  registerRemoteEntries,
  rehydrate,
  ToastHost,
} from '@vigil/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRegistry } from './federation/load-registry';
import { setRegistry } from './federation/current-registry';
import type { RemoteRegistry } from './federation/registry';
import { AppRouter } from './routes/app-router';

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

  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
        <ToastHost />
      </AppProviders>
    </StrictMode>,
  );
}

void start();
