import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  INLINE_CONFIG_ID,
  preloadAttributes,
  type FirstScreenFiles,
} from '@vigil/contract/page-config';
import { firstScreenManifests, manifestUrls, screenShowing } from '@vigil/contract/routes';
import { injectIntoHtml } from '../webpack/inject-into-html';
import { readJsonOrNull } from './read-json';
import { prerenderedScreen, withPrerenderedScreen } from './prerendered';
import { remoteFirstFiles, type RemoteFirstFiles } from './remote-files';

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
export type FirstFiles = ReadonlyMap<string, RemoteFirstFiles>;

/**
 * The files of the first screen a visitor with or without a session sees at `path`: the remote's
 * manifest, then its entry and App chunk, then the screen's own chunks when it fetches them lazily.
 */
function firstScreenFiles(remotes: unknown, path: string, signedIn: boolean, files: FirstFiles) {
  const route = screenShowing(path, signedIn)?.route;
  const urls = firstScreenManifests(remotes, path, signedIn).flatMap((manifest) => {
    const remote = files.get(manifest);
    return [manifest, ...(remote?.start ?? []), ...(route ? (remote?.screen(route) ?? []) : [])];
  });
  return [...new Set(urls)];
}

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
 * without a stored session (`firstScreen`: the manifest, entry script, App chunk and lazily loaded
 * screen chunks of the remote each sees), and the host's entry preloads the ones that apply,
 * having read the stored session (host/src/federation/preload-first-screen.ts; it also mends a
 * failed script preload, which markup could not). The host then starts without the two serial
 * config round trips, and the remote's files are on the way before the host asks for them,
 * instead of one after the other.
 */
export function inlineConfigMarkup(
  app: unknown,
  remotes: unknown,
  pathname = '/',
  files: FirstFiles = new Map(),
): string {
  const payload: Record<string, unknown> = {};
  if (app !== null) payload.app = app;
  if (remotes !== null) payload.remotes = remotes;
  const path = encodedPath(pathname);
  const firstScreen: FirstScreenFiles = {
    signedIn: firstScreenFiles(remotes, path, true, files),
    signedOut: firstScreenFiles(remotes, path, false, files),
  };
  if (firstScreen.signedIn.length + firstScreen.signedOut.length > 0) {
    payload.firstScreen = firstScreen;
  }
  return [
    `<script type="application/json" id="${INLINE_CONFIG_ID}">${scriptSafeJson(payload)}</script>`,
    ...firstScreenManifests(remotes, path).map(preloadLink),
  ].join('');
}

/** The first files of every remote in the registry that is served from `webDir`. */
async function firstFilesOf(webDir: string, remotes: unknown): Promise<FirstFiles> {
  const urls = manifestUrls(remotes);
  const files = await Promise.all(urls.map((url) => remoteFirstFiles(webDir, url)));
  return new Map(urls.map((url, index) => [url, files[index]!]));
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
  const files = await firstFilesOf(webDir, remotes);
  const page = injectIntoHtml(html, inlineConfigMarkup(app, remotes, pathname, files));
  const screen = await prerenderedScreen(webDir, remotes, pathname);
  return screen ? withPrerenderedScreen(page, screen) : page;
}
