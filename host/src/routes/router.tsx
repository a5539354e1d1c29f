import { REMOTE_NAMES, ROUTE_LIST, type NamedRoute, type RouteNameOf } from '@vigil/contract';
import { Outlet, type RouteObject } from '@vigil/shared';
import type { ComponentType } from 'react';
import { RemoteApp } from '../federation/remote-app';
import { Shell } from '../shell/shell';
import { NotFound } from './not-found';
import { RequireSignIn } from './require-sign-in';

/** The screens of the routes the table gives to the host itself. */
const HOST_SCREENS: Record<RouteNameOf<'host'>, ComponentType> = { notFound: NotFound };

function hostRoute(route: NamedRoute): RouteObject {
  const Screen = HOST_SCREENS[route.name as RouteNameOf<'host'>];
  return { path: route.path, element: <Screen /> };
}

/**
 * The rows as routes: a pathless layout route per remote (its ./App matches the same absolute
 * paths itself, so moving between its own paths keeps it mounted), and the host's own screens.
 */
function toRouteObjects(rows: NamedRoute[]): RouteObject[] {
  const remotes = REMOTE_NAMES.flatMap((remote) => {
    const owned = rows.filter((route) => route.owner === remote);
    if (!owned.length) return [];
    return [
      {
        element: <RemoteApp remote={remote} />,
        children: owned.map((route) => ({ path: route.path, element: null })),
      },
    ];
  });
  return [...remotes, ...rows.filter((route) => route.owner === 'host').map(hostRoute)];
}

const rows = (frame: NamedRoute['frame'], guarded: boolean) =>
  ROUTE_LIST.filter((route) => route.frame === frame && (route.access === 'signed-in') === guarded);

/** Built from the route table (contract): who may open each path, in which frame, from which app. */
export const routes: RouteObject[] = [
  ...toRouteObjects(rows('full-page', false)),
  {
    element: (
      <RequireSignIn>
        <Outlet />
      </RequireSignIn>
    ),
    children: [
      ...toRouteObjects(rows('full-page', true)),
      {
        element: <Shell />,
        // Unmatched paths show not-found inside the shell, and only to signed-in users.
        children: [...toRouteObjects(rows('shell', true)), { path: '*', element: <NotFound /> }],
      },
    ],
  },
];
