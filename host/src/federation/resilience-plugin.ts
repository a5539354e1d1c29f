import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { reportRemoteFailure } from './failure-report';

/** A manifest that does not answer in this time counts as down (fetch has no time-out of its own). */
export const MANIFEST_TIMEOUT_MS = 4000;

/**
 * product.md §8/§9: a chunk that does not load fails after 120 s with an error named
 * ChunkLoadError. webpack's own chunks already wait that long; the runtime loads remoteEntry.js
 * itself, with a 20 s default and its own error (RUNTIME-008), so both are set here.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** The runtime's code for a remote entry script that failed or timed out. */
const ENTRY_SCRIPT_FAILED = 'RUNTIME-008';

/** The spec's error for a chunk (here a remote's entry script) that could not be loaded. */
function chunkLoadError(cause: unknown): Error {
  const message = cause instanceof Error ? cause.message : String(cause);
  const error = new Error(`Loading chunk failed: ${message}`, { cause });
  error.name = 'ChunkLoadError';
  return error;
}

/**
 * Bundled into the host container (runtimePlugins), so it is in place before the first remote
 * loads. It bounds the manifest fetch and reports every failed load with the remote's version;
 * the route's RemoteBoundary then shows the fallback.
 */
export default function resiliencePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vigil-resilience',
    createScript() {
      // A script element of the runtime's own making, waited on as long as any other chunk.
      return { timeout: CHUNK_LOAD_TIMEOUT_MS };
    },
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
      if (args.error instanceof Error && args.error.message.includes(ENTRY_SCRIPT_FAILED))
        throw chunkLoadError(args.error);
      return undefined; // rethrow: the boundary renders the fallback
    },
  };
}
