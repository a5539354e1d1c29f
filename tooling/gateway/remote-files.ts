import { join } from 'node:path';
import { SCREEN_CHUNKS_FILE } from '../webpack/screen-chunks-file';
import { readJsonOrNull } from './read-json';

/** `/remotes/<name>/<version>/mf-manifest.json` → its version folder's segments, else null. */
export function versionFolder(entry: unknown): string[] | null {
  if (typeof entry !== 'string') return null;
  const match = /^\/remotes\/([a-z0-9-]+)\/([A-Za-z0-9._-]+)\/mf-manifest\.json$/.exec(entry);
  if (!match || match[2] === '.' || match[2] === '..') return null;
  return ['remotes', match[1]!, match[2]!];
}

/** The module of each remote the host loads first (host/src/federation/remote-app.tsx). */
const FIRST_EXPOSE = './App';

/** A file name of the version folder: no folder, no `..`, nothing to escape in markup. */
const isPlainFile = (name: unknown): name is string =>
  typeof name === 'string' && /^[\w-][\w.-]*\.js$/.test(name);

interface Manifest {
  metaData?: { remoteEntry?: { name?: unknown; path?: unknown } };
  exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[];
}

/**
 * The scripts in a remote's manifest that the host runs first: `remoteEntry.js`, then the chunk of
 * the exposed App (its synchronous files).
 */
function startScripts(manifest: Manifest): string[] {
  const entry = manifest.metaData?.remoteEntry;
  if (!isPlainFile(entry?.name) || (entry.path !== '' && entry.path !== undefined)) return [];
  const app = Array.isArray(manifest.exposes)
    ? manifest.exposes.find((expose) => expose?.path === FIRST_EXPOSE)
    : undefined;
  const sync = app?.assets?.js?.sync;
  return [entry.name, ...(Array.isArray(sync) ? sync.filter(isPlainFile) : [])];
}

/** A route's screen files as screen-chunks.json lists them (tooling/webpack/screen-chunks.ts). */
function screenScripts(listed: unknown): Record<string, string[]> {
  if (!listed || typeof listed !== 'object' || Array.isArray(listed)) return {};
  const screens: Record<string, string[]> = {};
  for (const [route, files] of Object.entries(listed)) {
    if (Array.isArray(files) && files.every(isPlainFile)) screens[route] = files;
  }
  return screens;
}

/** What the host runs first from one remote version (file names, in its version folder). */
interface VersionFiles {
  start: string[];
  /** Each route's lazily loaded screen; none for a version built before the list existed. */
  screens: Record<string, string[]>;
}

/**
 * Each version folder's first files, read once: a version folder never changes once published (it
 * is served as immutable). A missing manifest is read again next time: it may be being deployed.
 */
const known = new Map<string, VersionFiles>();

/** The URLs of the scripts the host runs first from one remote, to preload with its manifest. */
export interface RemoteFirstFiles {
  /** `remoteEntry.js`, then the chunk of the exposed App. */
  start: string[];
  /** The scripts of the screen of `route`, when the remote fetches that screen lazily. */
  screen(route: string): string[];
}

const NONE: RemoteFirstFiles = { start: [], screen: () => [] };

/**
 * The scripts the host runs first from the remote whose manifest `entry` names (a version folder
 * under `webDir`), to preload them with the manifest: without them the browser learns of each only
 * when the one before has run (issue 18). Nothing for a remote elsewhere (its files are not ours
 * to read) or a manifest that is missing or not of this shape.
 */
export async function remoteFirstFiles(webDir: string, entry: unknown): Promise<RemoteFirstFiles> {
  const folder = versionFolder(entry);
  if (!folder) return NONE;
  const manifestFile = join(webDir, ...folder, 'mf-manifest.json');
  let files = known.get(manifestFile);
  if (!files) {
    const [manifest, screens] = await Promise.all([
      readJsonOrNull(manifestFile),
      readJsonOrNull(join(webDir, ...folder, SCREEN_CHUNKS_FILE)),
    ]);
    if (!manifest || typeof manifest !== 'object') return NONE;
    files = { start: startScripts(manifest as Manifest), screens: screenScripts(screens) };
    known.set(manifestFile, files);
  }
  const url = (name: string) => `/${folder.join('/')}/${name}`;
  const { start, screens } = files;
  return {
    start: start.map(url),
    screen: (route) => (Object.hasOwn(screens, route) ? screens[route]!.map(url) : []),
  };
}
