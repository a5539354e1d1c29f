/**
 * What the host's entry reads before anything else is loaded: what the gateway puts into
 * index.html, and whether a session is stored. This module imports nothing, so the entry stays
 * small; @vigil/shared and the gateway take the same names from here.
 */

/** localStorage key of the persisted state (product.md §3). */
export const PERSIST_KEY = 'root';
/** Version of the persisted document; bump it and add a migration when its shape changes. */
export const PERSIST_VERSION = 1;

/**
 * Whether a stored document (parsed JSON, unchecked) holds a session this version of the app
 * will use: the entry's guess of what the host decides after rehydrating (a token). Stricter
 * than the host, never looser: an older version (which may migrate) or an odd token counts as
 * none, so a preload made on it is never one the page does not use.
 */
export function holdsSession(stored: unknown): boolean {
  const doc = stored as { version?: unknown; auth?: { token?: unknown } } | null;
  const token = doc?.auth?.token;
  return doc?.version === PERSIST_VERSION && typeof token === 'string' && token !== '';
}

/** The element of index.html that holds the runtime config and the remote registry. */
export const INLINE_CONFIG_ID = 'vigil-config';

/**
 * The `<style>` of the host's index.html that carries the style system's global CSS, written by
 * its build (shared/src/ui/system-stylesheet.ts); the gateway then leaves a prerendered screen's
 * own copy out of the page.
 */
export const SYSTEM_STYLESHEET_ID = 'vigil-system-css';

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
