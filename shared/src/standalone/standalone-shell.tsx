import { useEffect, useState, type ReactNode } from 'react';
import { BrowserRouter, useNavigate } from 'react-router';
import { configureApi } from '../api/api-access';
import { loadRuntimeConfig } from '../config/runtime-config';
import { AppProviders } from '../start-up/app-providers';
import { rehydrate } from '../start-up/rehydrate';
import { setNavigator } from '../store/session';
import { ToastHost } from '../toasts/toast-host';

function RouterNavigator() {
  const navigate = useNavigate();
  useEffect(() => setNavigator((path) => void navigate(path)), [navigate]);
  return null;
}

/**
 * What the host normally provides, for a remote run alone by its team: runtime config, stored
 * session, providers, a router and the toast container. Never used inside the host.
 */
export function StandaloneShell({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void (async () => {
      configureApi(await loadRuntimeConfig());
      await rehydrate();
      setReady(true);
    })();
  }, []);
  return (
    <AppProviders>
      <BrowserRouter>
        <RouterNavigator />
        {ready && children}
      </BrowserRouter>
      <ToastHost />
    </AppProviders>
  );
}
