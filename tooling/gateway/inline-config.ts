import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { INLINE_CONFIG_ID, type FirstScreenManifests } from '@vigil/contract/page-config';
import { firstScreenManifests } from '@vigil/contract/routes';
import { injectIntoHtml } from './inject-into-html';
import { readJsonOrNull } from './read-json';
import { prerenderedScreen, withPrerenderedScreen } from './prerendered';

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

/**
 * What goes before `</head>`: the runtime config and the remote registry as one inline JSON
 * element, and a preload of the first screen's manifest when it is certain (every visitor of the
 * path sees that remote). Where it depends on the stored session, the element also names the
 * manifest for each case (`firstScreen`), and the host's entry preloads the one that applies
 * (host/src/federation/preload-first-manifest.ts). The host then starts without the two serial
 * config round trips, and the manifest fetch finds its answer already on the way. The
 * crossorigin attribute matches the federation runtime's plain fetch (cors, same-origin
 * credentials), so the browser reuses the preloaded answer.
 */
export function inlineConfigMarkup(app: unknown, remotes: unknown, pathname = '/'): string {
  const payload: Record<string, unknown> = {};
  if (app !== null) payload.app = app;
  if (remotes !== null) payload.remotes = remotes;
  const path = encodedPath(pathname);
  const forEveryone = firstScreenManifests(remotes, path);
  if (forEveryone.length === 0) {
    const firstScreen: FirstScreenManifests = {
      signedIn: firstScreenManifests(remotes, path, true),
      signedOut: firstScreenManifests(remotes, path, false),
    };
    if (firstScreen.signedIn.length + firstScreen.signedOut.length > 0) {
      payload.firstScreen = firstScreen;
    }
  }
  const preloads = forEveryone.map(
    (url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`,
  );
  return [
    `<script type="application/json" id="${INLINE_CONFIG_ID}">${scriptSafeJson(payload)}</script>`,
    ...preloads,
  ].join('');
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
  const page = injectIntoHtml(html, inlineConfigMarkup(app, remotes, pathname));
  const screen = await prerenderedScreen(webDir, remotes, pathname);
  return screen ? withPrerenderedScreen(page, screen) : page;
}
