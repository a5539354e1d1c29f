import { href, ROUTE_LIST, type RemoteName } from '@vigil/contract';

/** Whether `pattern` (`/site/:id`) matches `pathname`, as the router matches the table's paths. */
function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const got = pathname.split('/').filter(Boolean);
  return (
    want.length === got.length &&
    want.every((part, index) => part.startsWith(':') || part === got[index])
  );
}

/**
 * The remote whose screen the router will show at `pathname` for this visitor: the owner of the
 * matching row, or auth's sign-in screen when the row needs a session the visitor has not got.
 * None for the host's own screens (not found).
 */
export function remoteShowing(pathname: string, signedIn: boolean): RemoteName | undefined {
  const route = ROUTE_LIST.find((row) => matches(row.path, pathname));
  const needsSession = !route || route.access === 'signed-in';
  if (needsSession && !signedIn) return remoteShowing(href.login, true);
  if (!route || route.owner === 'host') return undefined;
  return route.owner;
}
