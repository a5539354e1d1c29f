import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders, ToastHost } from '@vigil/shared';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/**
 * One route element at `path` under the providers the host gives it (query cache, store,
 * Chakra, toasts). Like testing/render-app's renderApp, but independent of app.tsx's route
 * table, which wires these screens separately.
 */
export function renderRoute(pattern: string, element: ReactElement, path: string) {
  const user = userEvent.setup();
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={element} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <ToastHost />
    </AppProviders>,
  );
  return { user, location: () => screen.getByTestId('location').textContent };
}
