import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure } from './failure-report';

/** A manifest that does not answer in this time counts as down (fetch has no time-out of its own). */
export const MANIFEST_TIMEOUT_MS = 4000;

/**
 * Bundled into the host container (runtimePlugins), so it is in place before the first remote
 * loads. It bounds the manifest fetch and reports every failed load with the remote's version;
 * the route's RemoteBoundary then shows the fallback.
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vigil-resilience',
    fetch(url, init) {
      return fetch(url, { ...init, signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    },
    errorLoadRemote(args) {
      // A failed manifest reports its URL as `id`; the remote's name comes separately.
      const remote = (args as { remote?: { name?: string } }).remote?.name;
      reportRemoteFailure({
        id: remote ?? String(args.id),
        lifecycle: String(args.lifecycle),
        error: args.error,
      });
      return undefined; // rethrow: the boundary renders the fallback
    },
  };
}
