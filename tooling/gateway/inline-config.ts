import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  INLINE_CONFIG_ID,
  preloadAttributes,
  type FirstScreenFiles,
} from '@vigil/contract/page-config';
import { firstScreenManifests, manifestUrls } from '@vigil/contract/routes';
import { injectIntoHtml } from './inject-into-html';
import { readJsonOrNull } from './read-json';
import { prerenderedScreen, withPrerenderedScreen } from './prerendered';
import { remoteStartScripts } from './remote-files';

/** The element the host reads before falling back to fetching /config/app.json and remotes.json. */
export { INLINE_CONFIG_ID };

/** JSON safe inside a <script> element: `<` (so `</script>` and `<!--`) never appears raw. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** The address bar's path for `pathname` as the server has it (decoded): the router decodes once. */
const encodedPath = (pathname: string) => pathname.split('/').map(encodeURIComponent).join('/');

/** Each remote manifest URL → the scripts the host runs first from it (remote-files.ts). */
export type StartScripts = ReadonlyMap<string, string[]>;

/** The manifests with, after each, the scripts it names to run first. */
const withStartScripts = (manifests: string[], scripts: StartScripts) =>
  manifests.flatMap((url) => [url, ...(scripts.get(url) ?? [])]);

/** A `<link rel="preload">` for a first-screen file, as the page will ask for it. */
function preloadLink(url: string): string {
  const attributes = Object.entries(preloadAttributes(url) ?? {})
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return attributes ? `<link rel="preload"${attributes} href="${escapeAttribute(url)}">` : '';
}

/**
 * What goes before `</head>`: the runtime config and the remote registry as one inline JSON
 * element, and a preload of the first screen's manifest when it is certain (every visitor of the
 * path sees that remote). The element also names the first screen's files for a visitor with and
 * without a stored session (`firstScreen`: the manifest, entry script and App chunk of the remote
 * each sees), and the host's entry preloads the ones that apply, having read the stored session
 * (host/src/federation/preload-first-screen.ts; it also mends a failed script preload, which
 * markup could not). The host then starts without the two serial config round trips, and the
 * remote's files are on the way before the host asks for them, instead of one after the other.
 */
export function inlineConfigMarkup(
  app: unknown,
  remotes: unknown,
  pathname = '/',
  scripts: StartScripts = new Map(),
): string {
  const payload: Record<string, unknown> = {};
  if (app !== null) payload.app = app;
  if (remotes !== null) payload.remotes = remotes;
  const path = encodedPath(pathname);
  const firstScreen: FirstScreenFiles = {
    signedIn: withStartScripts(firstScreenManifests(remotes, path, true), scripts),
    signedOut: withStartScripts(firstScreenManifests(remotes, path, false), scripts),
  };
  if (firstScreen.signedIn.length + firstScreen.signedOut.length > 0) {
    payload.firstScreen = firstScreen;
  }
  return [
    `<script type="application/json" id="${INLINE_CONFIG_ID}">${scriptSafeJson(payload)}</script>`,
    ...firstScreenManifests(remotes, path).map(preloadLink),
  ].join('');
}

/** The start scripts of every remote in the registry that is served from `webDir`. */
async function startScriptsOf(webDir: string, remotes: unknown): Promise<StartScripts> {
  const urls = manifestUrls(remotes);
  const scripts = await Promise.all(urls.map((url) => remoteStartScripts(webDir, url)));
  return new Map(urls.map((url, index) => [url, scripts[index]!]));
}

/**
 * index.html for `pathname` with config/app.json and config/remotes.json read now: they are the
 * mutable pointers, read per request, so a publish or rollback shows on the next page load (the
 * page is no-store). When a current remote prerendered that path's screen, the page holds it.
 */
export async function renderIndexHtml(
  indexFile: string,
  webDir: string,
  pathname = '/',
): Promise<string> {
  const [html, app, remotes] = await Promise.all([
    readFile(indexFile, 'utf8'),
    readJsonOrNull(join(webDir, 'config', 'app.json')),
    readJsonOrNull(join(webDir, 'config', 'remotes.json')),
  ]);
  const scripts = await startScriptsOf(webDir, remotes);
  const page = injectIntoHtml(html, inlineConfigMarkup(app, remotes, pathname, scripts));
  const screen = await prerenderedScreen(webDir, remotes, pathname);
  return screen ? withPrerenderedScreen(page, screen) : page;
}
