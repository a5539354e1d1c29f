import {
  ROUTES,
  type RouteDefinition,
  type RouteName,
  type RouteOwner,
  type SidebarEntry,
} from './route-table';

export { href, paramNames, type HrefOf } from './href';
export { firstScreenManifests, manifestUrls } from './first-screen';
export { remoteShowing, screenShowing, type ScreenShowing } from './route-owner';
export {
  REMOTE_NAMES,
  ROUTES,
  type RemoteName,
  type RouteAccess,
  type RouteDefinition,
  type RouteFrame,
  type RouteName,
  type RouteNameOf,
  type RouteOwner,
  type SidebarEntry,
} from './route-table';

/** A row of the table with its name. */
export type NamedRoute = RouteDefinition & { name: RouteName };

/** Every route as a list, in the table's order. */
export const ROUTE_LIST: readonly NamedRoute[] = (Object.keys(ROUTES) as RouteName[]).map(
  (name) => ({ name, ...ROUTES[name] }),
);

/** The routes `owner` renders. */
export const routesOf = (owner: RouteOwner) => ROUTE_LIST.filter((route) => route.owner === owner);

/** The sidebar's links in order (a sidebar route has no parameters: its path is its address). */
export const SIDEBAR: readonly (SidebarEntry & { route: RouteName; href: string })[] =
  ROUTE_LIST.flatMap(({ name, path, sidebar }) =>
    sidebar ? [{ ...sidebar, route: name, href: path }] : [],
  ).sort((a, b) => a.order - b.order);
