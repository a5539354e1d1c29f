import Module from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import lazyChakraGlobalLoader from './lazy-chakra-global-loader';

type System = { _global: unknown; tokens: unknown };
type CreateSystem = (...configs: unknown[]) => System;

// Chakra's own createSystem (its CommonJS build has the same lines as the ES module webpack reads).
const chakraDir = dirname(
  require.resolve('@chakra-ui/react/package.json', {
    paths: [join(__dirname, '..', '..', 'shared')],
  }),
);
const systemFile = join(chakraDir, 'dist', 'cjs', 'styled-system', 'system.cjs');
const esmSystemFile = join(chakraDir, 'dist', 'esm', 'styled-system', 'system.js');
const chakra = Module.createRequire(systemFile)('../index.cjs') as {
  createSystem: CreateSystem;
  defaultConfig: unknown;
};

/** Chakra's system.cjs as the loader leaves it, loaded as a module of its own. */
function loadTransformed(): CreateSystem {
  const code = lazyChakraGlobalLoader(readFileSync(systemFile, 'utf8'));
  const mod = new Module(systemFile) as Module & { _compile(code: string, file: string): void };
  mod.filename = systemFile;
  mod.paths = (Module as unknown as { _nodeModulePaths(dir: string): string[] })._nodeModulePaths(
    dirname(systemFile),
  );
  mod._compile(code, systemFile);
  return (mod.exports as { createSystem: CreateSystem }).createSystem;
}

describe('lazyChakraGlobalLoader', () => {
  it('leaves the module webpack bundles computing `_global` only in the getter', () => {
    const code = lazyChakraGlobalLoader(readFileSync(esmSystemFile, 'utf8'));
    expect(code.split('[getPreflightCss(), getGlobalCss(), getTokenCss()]')).toHaveLength(2);
    expect(code).toContain('  let _global;\n');
    expect(code).toMatch(
      /get _global\(\) \{\n\s+return _global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];/,
    );
    expect(() => lazyChakraGlobalLoader(readFileSync(systemFile, 'utf8'))).not.toThrow();
  });

  it('builds a system whose global CSS is computed on first read, once, and is the same CSS', () => {
    const createSystem = loadTransformed();
    const lazy = createSystem(chakra.defaultConfig);
    const descriptor = Object.getOwnPropertyDescriptor(lazy, '_global');
    expect(typeof descriptor?.get).toBe('function');
    const first = lazy._global;
    expect(lazy._global).toBe(first);
    expect(first).toEqual(chakra.createSystem(chakra.defaultConfig)._global);
    expect(JSON.stringify(first)).toContain('--chakra-colors-blue-500');
  });

  it('fails the build when Chakra builds `_global` some other way', () => {
    const source = readFileSync(esmSystemFile, 'utf8');
    expect(() =>
      lazyChakraGlobalLoader(source.replace('const _global = [', 'const _global = Array.of(')),
    ).toThrow(/review tooling\/webpack\/lazy-chakra-global-loader.ts/);
    expect(() => lazyChakraGlobalLoader(`${source}\nconst again = {\n    _global,\n};`)).toThrow();
    expect(() =>
      lazyChakraGlobalLoader(`${source}\nexport const globals = () => _global;`),
    ).toThrow();
  });
});
