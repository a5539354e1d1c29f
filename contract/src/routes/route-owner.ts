import { href } from './href';
import { ROUTES, type RemoteName, type RouteName } from './route-table';

/** A path's segments without its leading and trailing slash; `//` keeps an empty segment. */
const segmentsOf = (path: string) => path.replace(/^\/|\/$/g, '').split('/');

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Whether `pattern` (`/site/:id`) matches `pathname` as the router does: case-insensitive,
 * decoded, a trailing slash allowed, a parameter never empty.
 */
function matches(pattern: string, pathname: string): boolean {
  const want = segmentsOf(pattern);
  const got = segmentsOf(pathname).map(decoded);
  return (
    want.length === got.length &&
    want.every((part, index) => {
      const actual = got[index]!;
      return part.startsWith(':') ? actual !== '' : part.toLowerCase() === actual.toLowerCase();
    })
  );
}

/** The route and remote of the screen the router will show a visitor at a path. */
export interface ScreenShowing {
  route: RouteName;
  remote: RemoteName;
}

/**
 * The screen the router will show at `pathname` for this visitor: the matching row, or auth's
 * sign-in screen when the row needs a session the visitor has not got. None for the host's own
 * screens (not found).
 */
export function screenShowing(pathname: string, signedIn: boolean): ScreenShowing | undefined {
  const name = (Object.keys(ROUTES) as RouteName[]).find((key) =>
    matches(ROUTES[key].path, pathname),
  );
  const route = name ? ROUTES[name] : undefined;
  const needsSession = !route || route.access === 'signed-in';
  if (needsSession && !signedIn) return screenShowing(href.login, true);
  if (!name || !route || route.owner === 'host') return undefined;
  return { route: name, remote: route.owner };
}

/** The remote whose screen the router will show at `pathname` for this visitor (screenShowing). */
export function remoteShowing(pathname: string, signedIn: boolean): RemoteName | undefined {
  return screenShowing(pathname, signedIn)?.remote;
}
