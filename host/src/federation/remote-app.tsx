import type { RemoteName } from '@vigil/contract';
import { loadRemoteModule, registerRemoteEntries } from '@vigil/shared';
import type { ComponentType } from 'react';
import { RemoteBoundary } from './remote-boundary';
import { getRegistry } from './current-registry';

export const REMOTE_LABELS: Record<RemoteName, string> = {
  auth: 'Sign-in',
  onboarding: 'Onboarding',
  billing: 'Billing',
  monitoring: 'Monitoring',
};

/** Loads `<remote>/App`; a retry first re-registers the remote so a failed entry is fetched anew. */
function loaderFor(remote: RemoteName) {
  return async (attempt: number) => {
    const entry = getRegistry()[remote];
    if (!entry) throw new Error(`${remote} is not in remotes.json`);
    if (attempt > 0) registerRemoteEntries([{ name: remote, entry: entry.entry }], { force: true });
    const module = await loadRemoteModule<{ App: ComponentType }>(`${remote}/App`);
    return { default: module.App };
  };
}

const loaders = Object.fromEntries(
  (Object.keys(REMOTE_LABELS) as RemoteName[]).map((remote) => [remote, loaderFor(remote)]),
) as Record<RemoteName, ReturnType<typeof loaderFor>>;

/** The route element of every path a remote owns. */
export function RemoteApp({ remote }: { remote: RemoteName }) {
  // Keyed by remote: moving from a failed remote's route to another remote's starts afresh.
  return <RemoteBoundary key={remote} label={REMOTE_LABELS[remote]} load={loaders[remote]} />;
}
