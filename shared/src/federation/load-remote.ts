import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

/** A remote container: its federation name and its manifest (or remoteEntry.js) URL. */
export interface RemoteEntry {
  name: string;
  entry: string;
}

/**
 * Loads an exposed module, e.g. `loadRemoteModule<{ App: ComponentType }>('billing/App')`.
 * The runtime resolves null when the remote has no such module; this rejects instead, so an
 * error boundary shows what failed rather than rendering `undefined`.
 */
export async function loadRemoteModule<T>(id: string): Promise<T> {
  const module = await loadRemote<T>(id);
  if (module === null || module === undefined) {
    throw new Error(
      `Remote module "${id}" could not be loaded: the federation runtime returned nothing.`,
    );
  }
  return module;
}

/**
 * Tells the federation runtime where remotes live (from /config/remotes.json). `force: true`
 * replaces an already registered remote, dropping its cached entry, so a retry refetches it.
 */
export function registerRemoteEntries(
  entries: RemoteEntry[],
  options: { force?: boolean } = {},
): void {
  registerRemotes(
    entries.map(({ name, entry }) => ({ name, entry })),
    options,
  );
}
