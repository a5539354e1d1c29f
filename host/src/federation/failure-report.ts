import type { RemoteName } from '@vigil/contract';
import { getRegistry } from './current-registry';

export interface RemoteFailure {
  remote: string;
  version: string | null;
  lifecycle: string;
  error: string;
}

const listeners = new Set<(failure: RemoteFailure) => void>();
/** Every failure seen in this page (operators read it to know which version to roll back). */
export const remoteFailures: RemoteFailure[] = [];

export function onRemoteFailure(listener: (failure: RemoteFailure) => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Records {remote, version, lifecycle, error} for a failed remote load. */
export function reportRemoteFailure({
  id,
  lifecycle,
  error,
}: {
  id: string;
  lifecycle: string;
  error: unknown;
}) {
  const remote = id.split('/')[0] ?? id;
  const failure: RemoteFailure = {
    remote,
    version: getRegistry()[remote as RemoteName]?.version ?? null,
    lifecycle,
    error: error instanceof Error ? error.message : String(error),
  };
  remoteFailures.push(failure);
  console.error('[remote failure]', JSON.stringify(failure));
  for (const listener of listeners) listener(failure);
}
