import { REMOTE_NAMES } from '../remotes/web-root';

/** The three cache policies of module-federation.md §2.1. */
export const CACHE = {
  /** Anything under a versioned directory, and the host's content-hashed files. */
  immutable: 'public, max-age=31536000, immutable',
  /** The mutable pointers: remotes.json, app.json and the host's index.html. */
  noStore: 'no-store',
  /** Host files without a hash in their name (favicon…): reuse only after revalidating. */
  revalidate: 'no-cache',
} as const;

export type RouteKind = 'health' | 'api' | 'config' | 'remotes' | 'host';

export interface Route {
  /** URL prefix (exact path when `exact`); nginx has a `location` for each. */
  prefix: string;
  exact?: boolean;
  kind: RouteKind;
  /** Cache-Control of a successful answer; null = whatever the upstream says. */
  cacheControl: string | null;
  /** What a path with no file behind it answers. */
  missing: 'not-found' | 'spa-index' | 'not-applicable';
}

/**
 * The gateway's URL space, most specific first. The Node gateway dispatches on it, and tests check
 * that tooling/nginx/gateway.conf has a location for each, so both gateways behave alike.
 * `missing: 'not-found'` matters: a missing remote file answered with index.html would reach the
 * federation runtime as "invalid manifest JSON" (RUNTIME-013) instead of a clear 404.
 */
export const ROUTES: readonly Route[] = [
  {
    prefix: '/healthz',
    exact: true,
    kind: 'health',
    cacheControl: CACHE.noStore,
    missing: 'not-applicable',
  },
  { prefix: '/v1/', kind: 'api', cacheControl: null, missing: 'not-applicable' },
  // Public status pages, their feeds and badges (issue 46): addresses a team hands to its users
  // and embeds elsewhere, so short and outside /v1/; the API renders them (the SPA never does).
  { prefix: '/status/', kind: 'api', cacheControl: null, missing: 'not-applicable' },
  { prefix: '/badge/', kind: 'api', cacheControl: null, missing: 'not-applicable' },
  { prefix: '/config/', kind: 'config', cacheControl: CACHE.noStore, missing: 'not-found' },
  { prefix: '/remotes/', kind: 'remotes', cacheControl: CACHE.immutable, missing: 'not-found' },
  { prefix: '/', kind: 'host', cacheControl: CACHE.noStore, missing: 'spa-index' },
];

/** Where each remote's files are served; nginx proxies each to its remote-<name> service. */
export const REMOTE_ROUTES = REMOTE_NAMES.map((name) => ({
  name,
  prefix: `/remotes/${name}/`,
  service: `remote-${name}`,
}));

/**
 * webpack's `[name].[contenthash].js` (and its .map): the name changes with the content, so these
 * may be cached for a year. The same pattern appears in gateway.conf.
 */
export const HASHED_ASSET = /\.[0-9a-f]{8,}\./;

/** Extensions that are files, never pages: missing ones get a 404 instead of the SPA page. */
export const ASSET_EXTENSIONS = [
  'js',
  'mjs',
  'css',
  'map',
  'json',
  'png',
  'jpg',
  'svg',
  'ico',
  'webp',
  'woff',
  'woff2',
  'txt',
];

export function matchRoute(pathname: string): Route {
  const route = ROUTES.find((r) =>
    r.exact ? pathname === r.prefix : pathname.startsWith(r.prefix),
  );
  // '/' matches every path, so find() cannot miss.
  return route ?? ROUTES[ROUTES.length - 1]!;
}

/** Cache-Control of an existing host file (index.html is the SPA page, never cached). */
export function hostCacheControl(fileName: string): string {
  if (fileName === 'index.html') return CACHE.noStore;
  return HASHED_ASSET.test(fileName) ? CACHE.immutable : CACHE.revalidate;
}

export function looksLikeAsset(fileName: string): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
  return (
    HASHED_ASSET.test(fileName) || (extension !== undefined && ASSET_EXTENSIONS.includes(extension))
  );
}
