import { QueryClientProvider } from '@tanstack/react-query';
import { Provider } from 'jotai';
import { type ReactNode, useLayoutEffect } from 'react';
import { queryClient } from '../data/query-client';
import { appStore } from '../store/app-store';
import { applyColorMode, colorModeAtom } from '../theme/color-mode';
import { UiProvider } from '../ui/ui-provider';

/**
 * Context every app renders under: the shared jotai store, the shared query cache, Chakra and the
 * color mode (the host, a remote run alone, and the test kits all render it). It renders
 * no ToastContainer: the host (or a remote's standalone shell) renders exactly one `ToastHost`.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  // The stored mode is applied on mount; later changes are applied by setColorMode itself.
  useLayoutEffect(() => applyColorMode(appStore.get(colorModeAtom)), []);
  return (
    <QueryClientProvider client={queryClient}>
      <Provider store={appStore}>
        <UiProvider>{children}</UiProvider>
      </Provider>
    </QueryClientProvider>
  );
}
