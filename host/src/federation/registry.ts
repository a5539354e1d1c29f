import { REMOTE_NAMES, type RemoteName } from '@vigil/contract';

/** One remote's row of /config/remotes.json: its published manifest and build version. */
export interface RemotePointer {
  entry: string;
  version: string;
}

/** /config/remotes.json: the one mutable pointer per environment (remote name -> published build). */
// Partial: a remote not published yet is simply absent (its routes show the unavailable state).
export type RemoteRegistry = Partial<Record<RemoteName, RemotePointer>>;

export class RegistryError extends Error {}

const MANIFEST_URL = /^(https?:\/\/|\/)\S*\/mf-manifest\.json$/;

const isRemoteName = (name: string): name is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(name);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The first problem of one remote's row, as `field: message`, or null. */
function pointerProblem(value: Record<string, unknown>): string | null {
  if (typeof value.entry !== 'string') return 'entry: entry must be a URL or an absolute path';
  if (!MANIFEST_URL.test(value.entry)) return 'entry: entry must point to a mf-manifest.json';
  if (typeof value.version !== 'string' || value.version === '')
    return 'version: version is required';
  return null;
}

/**
 * Validates the registry, naming the remote and field of the first problem. Written out rather
 * than a zod schema: the shell reads it before the first screen, and zod is not needed there.
 */
export function parseRegistry(raw: unknown): RemoteRegistry {
  if (!isRecord(raw)) throw new RegistryError('remotes.json: expected record of remotes');
  const registry: RemoteRegistry = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!isRemoteName(name)) throw new RegistryError(`remotes.json: ${name}: unknown remote`);
    if (!isRecord(value))
      throw new RegistryError(`remotes.json: ${name}: expected an object with entry and version`);
    const problem = pointerProblem(value);
    if (problem) throw new RegistryError(`remotes.json: ${name}.${problem}`);
    const { entry, version } = value as unknown as RemotePointer;
    registry[name] = { entry, version };
  }
  return registry;
}

/** Fetched fresh at every start (no-store): a rollback takes effect on the next page load. */
export async function fetchRegistry(url = '/config/remotes.json'): Promise<RemoteRegistry> {
  const response = await fetch(url, { cache: 'no-store' });
  if (!response.ok) throw new RegistryError(`remotes.json: HTTP ${response.status}`);
  return parseRegistry(await response.json());
}
