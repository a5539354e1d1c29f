import { dirname } from 'node:path';
import { realpathSync } from 'node:fs';
import * as runtimeCore from '@module-federation/runtime-core';
import lendRuntimePlugin, { LENT_RUNTIME_GLOBAL as GLOBAL_NAME } from './lend-runtime-plugin';

const page = globalThis as Record<string, unknown>;
type BeforeInit = (args: unknown) => unknown;

afterEach(() => {
  delete page[GLOBAL_NAME];
});

describe('lendRuntimePlugin', () => {
  it("puts the host's runtime where remotes built without one look for it", () => {
    const args = { options: { name: 'host' } };
    expect((lendRuntimePlugin().beforeInit as BeforeInit)(args)).toBe(args);
    // The module itself (compared by an export: each importer may get its own namespace wrapper).
    const lent = page[GLOBAL_NAME] as typeof runtimeCore;
    expect(lent.ModuleFederation).toBe(runtimeCore.ModuleFederation);
  });

  it('keeps a runtime already lent (a second init on the page changes nothing)', () => {
    const earlier = { lent: 'first' };
    page[GLOBAL_NAME] = earlier;
    (lendRuntimePlugin().beforeInit as BeforeInit)({ options: { name: 'host' } });
    expect(page[GLOBAL_NAME]).toBe(earlier);
  });

  it("lends the very runtime-core the host's federation runtime runs on: one copy, one version", () => {
    // enhanced's runtime reaches runtime-core through @module-federation/runtime; the plugin
    // imports it directly. Two catalog pins (pnpm-workspace.yaml) that drifted would give two.
    const resolved = (id: string, from?: string) =>
      realpathSync(require.resolve(id, from ? { paths: [from] } : undefined));
    const enhanced = dirname(resolved('@module-federation/enhanced'));
    const runtime = dirname(resolved('@module-federation/runtime', enhanced));
    expect(resolved('@module-federation/runtime-core', runtime)).toBe(
      resolved('@module-federation/runtime-core'),
    );
  });
});
