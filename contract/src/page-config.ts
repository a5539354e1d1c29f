/**
 * What the gateway puts into index.html for the host's entry, which reads it before anything else
 * is loaded: this module imports nothing, so the entry stays small.
 */

/** The element of index.html that holds the runtime config and the remote registry. */
export const INLINE_CONFIG_ID = 'vigil-config';

/**
 * The manifests of the remote a page shows first, with and without a stored session (the gateway
 * cannot see it: it is in the browser's storage), under `firstScreen` in the inline config. Only
 * for a path where the two differ; a public screen's manifest is preloaded by the page itself.
 */
export interface FirstScreenManifests {
  signedIn: string[];
  signedOut: string[];
}

/** A remote's manifest URL worth preloading: a same-origin absolute path or an http(s) URL. */
export function isManifestUrl(url: unknown): url is string {
  return typeof url === 'string' && /^(https?:\/\/|\/)\S*\/mf-manifest\.json$/.test(url);
}

/** The manifests to preload for this visitor, from the inline config's `firstScreen` (unchecked JSON). */
export function manifestsFor(firstScreen: unknown, signedIn: boolean): string[] {
  const urls = (firstScreen as Partial<FirstScreenManifests> | null | undefined)?.[
    signedIn ? 'signedIn' : 'signedOut'
  ];
  return Array.isArray(urls) ? urls.filter(isManifestUrl) : [];
}
