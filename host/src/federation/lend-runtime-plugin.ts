import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The same ES module the host's own federation runtime runs on, so the page holds one copy.
// (enhanced's `provideExternalRuntime` lends the CommonJS build instead: a second copy, +24 KB.)
import * as runtimeCore from '@module-federation/runtime-core';

/** Where a remote built with `externalRuntime` looks for the runtime (enhanced's externals). */
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

/**
 * Bundled into the host container (runtimePlugins). Production remotes are built without a
 * federation runtime of their own (tooling/webpack/create-config.ts) and take this one when their
 * remoteEntry.js starts, which is always after the host's container has initialised.
 */
export default function lendRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'vigil-lend-runtime',
    beforeInit(args) {
      const page = globalThis as Record<string, unknown>;
      page[GLOBAL_NAME] ??= runtimeCore;
      return args;
    },
  };
}
