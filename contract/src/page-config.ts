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

/**
 * The deployment's runtime settings, config/app.json: one build serves every environment. The
 * gateway's start writes it; the page reads it (inline, else fetched) before the first screen.
 */
export interface AppConfig {
  /** Origin (and prefix) of the API; '' means the page's own origin (behind the gateway). */
  apiBase: string;
  links: {
    support: string;
    docs: string;
    site: string;
    terms: string;
    privacy: string;
    installDocs: string;
  };
  /** Whether the Google sign-in button is offered. */
  google: boolean;
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
 * The files of the remote a page shows first, with and without a stored session (the gateway
 * cannot see it: it is in the browser's storage), under `firstScreen` in the inline config: the
 * remote's manifest, then its entry script and the first chunk of its App where the gateway could
 * read them from the manifest.
 */
export interface FirstScreenFiles {
  signedIn: string[];
  signedOut: string[];
}

/** Same-origin absolute paths or http(s) URLs: never `javascript:`, another scheme or `//host`. */
const MANIFEST_URL = /^(https?:\/\/|\/(?!\/))\S*\/mf-manifest\.json$/;
const SCRIPT_URL = /^(https?:\/\/|\/(?!\/))\S*\/[\w.-]+\.js$/;

/** A remote's manifest URL worth preloading: a same-origin absolute path or an http(s) URL. */
export function isManifestUrl(url: unknown): url is string {
  return typeof url === 'string' && MANIFEST_URL.test(url);
}

/**
 * The attributes of a `<link rel="preload">` for a first-screen file, or null for a URL that is
 * none (nothing else is preloaded from the page's JSON). They match how the file is then asked
 * for, or the browser downloads it twice: the federation runtime fetches a manifest (cors,
 * same-origin credentials) and adds a remote's scripts as plain script elements. Scripts come at
 * low priority, after what the host needs first.
 */
export function preloadAttributes(url: unknown): Record<string, string> | null {
  if (isManifestUrl(url)) return { as: 'fetch', crossorigin: 'anonymous' };
  if (typeof url === 'string' && SCRIPT_URL.test(url))
    return { as: 'script', fetchpriority: 'low' };
  return null;
}

/** The files to preload for this visitor, from the inline config's `firstScreen` (unchecked JSON). */
export function firstScreenFilesFor(firstScreen: unknown, signedIn: boolean): string[] {
  const urls = (firstScreen as Partial<FirstScreenFiles> | null | undefined)?.[
    signedIn ? 'signedIn' : 'signedOut'
  ];
  return Array.isArray(urls) ? urls.filter((url) => preloadAttributes(url) !== null) : [];
}
