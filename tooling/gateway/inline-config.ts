import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { firstScreenManifests, INLINE_CONFIG_ID } from '@vigil/contract/routes';
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

/** The manifest of the remote everyone opening `pathname` (decoded, as the server has it) sees. */
function publicScreenManifests(registry: unknown, pathname: string): string[] {
  // The router decodes the address bar's path once: encoded again, it is decoded once here too.
  const path = pathname.split('/').map(encodeURIComponent).join('/');
  return firstScreenManifests(registry, path);
}

/**
 * What goes before `</head>`: the runtime config and the remote registry as one inline JSON
 * element, and a preload of the first screen's manifest when it is certain. The host then starts
 * without the two serial config round trips, and the manifest fetch finds its answer already on
 * the way. The crossorigin attribute matches the federation runtime's plain fetch (cors,
 * same-origin credentials), so the browser reuses the preloaded answer.
 */
export function inlineConfigMarkup(app: unknown, remotes: unknown, pathname = '/'): string {
  const payload: Record<string, unknown> = {};
  if (app !== null) payload.app = app;
  if (remotes !== null) payload.remotes = remotes;
  const preloads = publicScreenManifests(remotes, pathname).map(
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
