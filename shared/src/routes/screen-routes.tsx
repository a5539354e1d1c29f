import { routesOf, type RemoteName, type RouteNameOf } from '@vigil/contract';
import { lazy, Suspense, type ComponentType } from 'react';
import { matchRoutes, UNSAFE_RouteContext as RouteContext, useRoutes } from 'react-router';
import { Center, Spinner } from '../ui';

const everyScreen = new Set<() => Promise<ComponentType>>();
/** Each lazy screen's fetch, by the component lazyScreen returned (see preloadScreenAt). */
const fetchOf = new WeakMap<ComponentType, () => Promise<ComponentType>>();

/**
 * A screen in its own chunk, fetched on its first visit (the route suspends meanwhile). A failed
 * fetch is forgotten, so the remote's "Try again" fetches the chunk again.
 */
export function lazyScreen(load: () => Promise<ComponentType>): ComponentType {
  let loaded: ComponentType | null = null;
  let pending: Promise<ComponentType> | null = null;
  const fetchScreen = () =>
    (pending ??= load().then(
      (screen) => (loaded = screen),
      (error: unknown) => {
        // React keeps a rejected lazy forever: the next render gets a fresh one.
        pending = null;
        Suspending = suspending();
        throw error;
      },
    ));
  const suspending = () => lazy(() => fetchScreen().then((screen) => ({ default: screen })));
  let Suspending = suspending();
  everyScreen.add(fetchScreen);
  // Once fetched, the screen itself renders: no suspense on later visits or after a preload.
  function LazyScreen() {
    const Screen = loaded ?? Suspending;
    return <Screen />;
  }
  fetchOf.set(LazyScreen, fetchScreen);
  return LazyScreen;
}

/**
 * Fetches the chunk of the screen a remote shows at `pathname` (matched as its routes match),
 * when that screen is a lazy one; resolves when it is in. A remote exposes it as `preload` beside
 * its App, and the host calls it while it starts: the first render then finds the screen there
 * and shows it at once, with no loading state in between (issue 18: React holds a screen that
 * replaces a loading state back for 300 ms). A failed fetch is the route's to retry and report.
 */
export async function preloadScreenAt<R extends RemoteName>(
  remote: R,
  screens: Record<RouteNameOf<R>, ComponentType>,
  pathname: string,
): Promise<void> {
  const rows = routesOf(remote).map((route) => ({ path: route.path, id: route.name }));
  const name = matchRoutes(rows, pathname)?.at(-1)?.route.id as RouteNameOf<R> | undefined;
  const fetchScreen = name ? fetchOf.get(screens[name]) : undefined;
  if (fetchScreen) await fetchScreen();
}

/**
 * Fetches every lazy screen made so far. Tests call it once, before rendering, so that screens
 * render at once (as they do in the browser after their first visit).
 */
export async function preloadScreens() {
  await Promise.all([...everyScreen].map((fetchScreen) => fetchScreen()));
}

/** While a screen's chunk loads. No role: a screen's own status messages stay the only ones. */
function LoadingScreen() {
  return (
    <Center py="16">
      <Spinner size="lg" aria-hidden="true" />
    </Center>
  );
}

export interface ScreenRoutesProps<R extends RemoteName> {
  remote: R;
  /** A screen for every route the table gives this remote (a missing one fails typecheck). */
  screens: Record<RouteNameOf<R>, ComponentType>;
}

/**
 * The host mounts a remote under a pathless layout route, and the remote matches the table's
 * absolute paths itself. Without a parent match its routes are top-level ones: React Router then
 * neither warns (on every page) about descendant routes under a parent path without "*", nor
 * resolves them against the layout route.
 */
const NO_PARENT_ROUTE = { outlet: null, matches: [], isDataRoute: false };

/** A remote's routes, built from the route table (contract): its rows, each with its screen. */
export function ScreenRoutes<R extends RemoteName>(props: ScreenRoutesProps<R>) {
  return (
    <RouteContext.Provider value={NO_PARENT_ROUTE}>
      <TableRoutes {...props} />
    </RouteContext.Provider>
  );
}

function TableRoutes<R extends RemoteName>({ remote, screens }: ScreenRoutesProps<R>) {
  const element = useRoutes(
    routesOf(remote).map((route) => {
      const Screen: ComponentType = screens[route.name as RouteNameOf<R>];
      return { path: route.path, element: <Screen /> };
    }),
  );
  return <Suspense fallback={<LoadingScreen />}>{element}</Suspense>;
}
