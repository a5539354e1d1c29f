import type { RemoteName } from '@vigil/contract';
import { loadRemoteModule, registerRemoteEntries } from '@vigil/shared';
import type { ComponentType } from 'react';
import { RemoteBoundary } from './remote-boundary';
import { getRegistry } from './current-registry';
import { scriptRequested } from './script-requested';

export const REMOTE_LABELS: Record<RemoteName, string> = {
  auth: 'Sign-in',
  onboarding: 'Onboarding',
  billing: 'Billing',
  monitoring: 'Monitoring',
};

/** What a remote's ./App exposes: its routes, and (optional, newer remotes) a screen preload. */
interface RemoteAppModule {
  App: ComponentType;
  preload?: (pathname: string) => Promise<unknown>;
}

type LoadedApp = { default: ComponentType; preload?: RemoteAppModule['preload'] };

/** A start-up's load of a remote (warmRemote), handed to the boundary's first attempt. */
const warming = new Map<RemoteName, Promise<LoadedApp>>();

async function loadApp(remote: RemoteName, attempt: number): Promise<LoadedApp> {
  const entry = getRegistry()[remote];
  if (!entry) throw new Error(`${remote} is not in remotes.json`);
  if (attempt > 0) registerRemoteEntries([{ name: remote, entry: entry.entry }], { force: true });
  const module = await loadRemoteModule<RemoteAppModule>(`${remote}/App`);
  return { default: module.App, preload: module.preload };
}

/**
 * Loads `<remote>/App`; a retry first re-registers the remote so a failed entry is fetched anew.
 * A first attempt takes over the start-up's load when there is one, so a remote is loaded (and
 * a failure reported) once.
 */
function loaderFor(remote: RemoteName) {
  return (attempt: number): Promise<LoadedApp> => {
    const started = attempt === 0 ? warming.get(remote) : undefined;
    warming.delete(remote);
    return started ?? loadApp(remote, attempt);
  };
}

const loaders = Object.fromEntries(
  (Object.keys(REMOTE_LABELS) as RemoteName[]).map((remote) => [remote, loaderFor(remote)]),
) as Record<RemoteName, ReturnType<typeof loaderFor>>;

/** The longest a start-up waits to see a remote's entry requested (see warmRemote). */
const REQUEST_SEEN_WITHIN_MS = 200;

/**
 * Starts loading `remote`'s ./App now, before React renders: the remote's files then download
 * while the host is still starting instead of after its first render (issue 18). The route's
 * boundary loads the same module and finds it fetched or on the way.
 * - `requested`: the remote's entry script is on the wire (or 200 ms passed): from then on the
 *   main thread can do other start-up work without holding the download back.
 * - `arrived`: the module is loaded with the chunk of the screen it shows at `pathname` (when the
 *   remote offers `preload`), or failed to: a failure is the boundary's to show (and the screen's
 *   to retry), so neither promise ever rejects.
 */
export function warmRemote(
  remote: RemoteName,
  pathname: string,
): {
  requested: Promise<void>;
  arrived: Promise<void>;
} {
  const entry = getRegistry()[remote]?.entry;
  const base = entry ? new URL('.', new URL(entry, location.href)).href : location.origin;
  const requested = scriptRequested(base, REQUEST_SEEN_WITHIN_MS);
  const loading = loadApp(remote, 0);
  warming.set(remote, loading);
  const arrived = loading
    .then((loaded) => (typeof loaded.preload === 'function' ? loaded.preload(pathname) : undefined))
    .then(
      () => undefined,
      () => undefined,
    );
  return { requested, arrived };
}

/** The route element of every path a remote owns. */
export function RemoteApp({ remote }: { remote: RemoteName }) {
  // Keyed by remote: moving from a failed remote's route to another remote's starts afresh.
  return <RemoteBoundary key={remote} label={REMOTE_LABELS[remote]} load={loaders[remote]} />;
}
