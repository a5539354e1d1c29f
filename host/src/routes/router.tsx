import { createBrowserRouter, type RouteObject } from 'react-router';
import { RemoteApp } from '../federation/remote-app';
import { Shell } from '../shell/shell';
import { NotFound } from './not-found';
import { REMOTE_PATHS } from './remote-paths';
import { RequireSignIn } from './require-sign-in';
import type { RemoteName } from '../federation/registry';

/** A pathless layout route per remote: its ./App matches the same absolute paths itself. */
function remoteRoutes(remote: RemoteName): RouteObject {
  return {
    element: <RemoteApp remote={remote} />,
    children: REMOTE_PATHS[remote].map((path) => ({ path, element: null })),
  };
}

export const routes: RouteObject[] = [
  remoteRoutes('auth'),
  remoteRoutes('onboarding'),
  {
    element: (
      <RequireSignIn>
        <Shell />
      </RequireSignIn>
    ),
    children: [
      remoteRoutes('billing'),
      remoteRoutes('monitoring'),
      { path: '*', element: <NotFound /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
