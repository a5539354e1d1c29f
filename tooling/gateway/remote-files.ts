import { join } from 'node:path';
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

/**
 * Each manifest's start scripts, read once: a version folder never changes once published (it is
 * served as immutable). A missing manifest is read again next time: it may be being deployed.
 */
const known = new Map<string, string[]>();

/**
 * The URLs of the scripts the host runs first from the remote whose manifest `entry` names (a
 * version folder under `webDir`), to preload them with the manifest: without them the browser
 * learns of each only when the one before has run (issue 18). Empty for a remote elsewhere (its
 * manifest is not ours to read) or a manifest that is missing or not of this shape.
 */
export async function remoteStartScripts(webDir: string, entry: unknown): Promise<string[]> {
  const folder = versionFolder(entry);
  if (!folder) return [];
  const file = join(webDir, ...folder, 'mf-manifest.json');
  let files = known.get(file);
  if (!files) {
    const manifest = await readJsonOrNull(file);
    if (!manifest || typeof manifest !== 'object') return [];
    files = startScripts(manifest as Manifest);
    known.set(file, files);
  }
  return files.map((name) => `/${folder.join('/')}/${name}`);
}
