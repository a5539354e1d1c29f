import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The same ES module the host's own federation runtime runs on, so the page holds one copy.
// (enhanced's `provideExternalRuntime` lends the CommonJS build instead: a second copy, +24 KB.)
import * as runtimeCore from '@module-federation/runtime-core';

/**
 * Where a remote built with `externalRuntime` looks for the runtime (enhanced's externals). The
 * remote publish check (tooling/remotes/publish.ts) looks for both names in the builds.
 */
export const LENT_RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';
export const LEND_RUNTIME_PLUGIN = 'vigil-lend-runtime';

/**
 * Bundled into the host container (runtimePlugins). Production remotes are built without a
 * federation runtime of their own (tooling/webpack/create-config.ts) and take this one when their
 * remoteEntry.js starts, which is always after the host's container has initialised.
 */
export default function lendRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: LEND_RUNTIME_PLUGIN,
    beforeInit(args) {
      const page = globalThis as Record<string, unknown>;
      page[LENT_RUNTIME_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
