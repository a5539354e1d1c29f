import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { remoteShowing } from '@vigil/contract/routes';
import { injectIntoHtml } from './inject-into-html';
import { readJsonOrNull } from './read-json';
import { prerenderedScreen, withPrerenderedScreen } from './prerendered';

/** The element the host reads before falling back to fetching /config/app.json and remotes.json. */
export const INLINE_CONFIG_ID = 'vigil-config';

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

/** Every remote's manifest URL in the registry (only same-origin absolute paths and http(s) URLs). */
export function manifestUrls(registry: unknown): string[] {
  if (!registry || typeof registry !== 'object') return [];
  return Object.values(registry as Record<string, unknown>)
    .map((remote) => (remote as { entry?: unknown } | null)?.entry)
    .filter(
      (entry): entry is string =>
        typeof entry === 'string' && /^(https?:\/\/|\/)\S*\/mf-manifest\.json$/.test(entry),
    );
}

/**
 * The manifest of the remote this page will show whoever opens it (a public screen such as
 * /login), or none when that depends on a stored session the server cannot see (a signed-in
 * screen shows /login's remote to a visitor without one). A preloaded file the page does not use
 * is a console warning on every load (Chromium's "preloaded but not used"), so nothing is
 * preloaded on a guess: the host asks for the remote it needs as it starts.
 */
export function firstScreenManifests(registry: unknown, pathname: string): string[] {
  // `pathname` arrives decoded; remoteShowing decodes as the browser's router does, once.
  const path = pathname.split('/').map(encodeURIComponent).join('/');
  const remote = remoteShowing(path, true);
  if (!remote || remote !== remoteShowing(path, false)) return [];
  return manifestUrls({ [remote]: (registry as Record<string, unknown> | null)?.[remote] });
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
  const preloads = firstScreenManifests(remotes, pathname).map(
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
