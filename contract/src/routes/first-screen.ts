import { isManifestUrl } from '../page-config';
import { remoteShowing } from './route-owner';

/** Every remote's manifest URL in the registry (only same-origin absolute paths and http(s) URLs). */
export function manifestUrls(registry: unknown): string[] {
  if (!registry || typeof registry !== 'object') return [];
  return Object.values(registry as Record<string, unknown>)
    .map((remote) => (remote as { entry?: unknown } | null)?.entry)
    .filter(isManifestUrl);
}

/**
 * The manifest of the remote the page at `pathname` (as in the address bar: encoded) shows first,
 * to preload it. `signedIn` is whether the visitor has a stored session; left undefined (not
 * known), it gives a manifest only where both would see the same remote (a public screen such as
 * /login). A preloaded file the page does not use is a console warning on every load (Chromium's
 * "preloaded but not used"), so nothing is preloaded on a guess.
 */
export function firstScreenManifests(
  registry: unknown,
  pathname: string,
  signedIn?: boolean,
): string[] {
  const remote = remoteShowing(pathname, signedIn ?? true);
  if (!remote || (signedIn === undefined && remote !== remoteShowing(pathname, false))) return [];
  return manifestUrls({ [remote]: (registry as Record<string, unknown> | null)?.[remote] });
}
