import { render } from '@testing-library/react';
import { AppProviders, SMALL_SCREEN_QUERY, ToastHost } from '@vigil/shared';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Shell } from '../shell/shell';

/** Stands in for a remote's screen: says where the router is. */
function Page() {
  const { pathname } = useLocation();
  return <p data-testid="page">{pathname}</p>;
}

/** The shell at `path`, with every path rendering <Page/> in its outlet. */
export function renderShell(path = '/') {
  const router = createMemoryRouter(
    [{ element: <Shell />, children: [{ path: '*', element: <Page /> }] }],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders>
      <RouterProvider router={router} />
      <ToastHost />
    </AppProviders>,
  );
  return { router, ...view };
}

/** Makes the window phone-sized (or not) for useSmallScreen(); returns the restore function. */
export function setWindowSize(size: 'small' | 'large') {
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      ...original(query),
      matches: query === SMALL_SCREEN_QUERY && size === 'small',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as MediaQueryList;
  return () => {
    window.matchMedia = original;
  };
}
