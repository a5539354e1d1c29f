import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

function versionOf(pkg: string): string {
  const manifest = require.resolve(`${pkg}/package.json`, { paths: [join(root, 'shared')] });
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

interface SharedEntry {
  singleton: true;
  /** The version this build provides; absent, the plugin reads the installed package.json. */
  version?: string;
  requiredVersion: string;
  strictVersion: boolean;
  eager: false;
}

/**
 * Share keys whose mismatch must fail loudly at the boundary instead of running twice. A second
 * TanStack Query would not see the QueryClient that @vigil/shared's AppProviders provides.
 */
const STRICT = new Set(['react', 'react-dom', '@tanstack/react-query', '@vigil/shared']);

/**
 * TEST ONLY (e2e/src/version-skew.test.ts): `VIGIL_TEST_SHARED_VERSIONS=@vigil/shared=3.0.0,react=19.2.0`
 * makes a build declare those versions (provided, and required as `^<version>`) instead of the
 * installed ones: a real remote built "against" an older or newer shared package, without
 * checking out and installing an older commit. Never set for a build that is deployed.
 */
export const SKEW_VARIABLE = 'VIGIL_TEST_SHARED_VERSIONS';

function declaredVersions(): Map<string, string> {
  const declared = new Map<string, string>();
  for (const pair of (process.env[SKEW_VARIABLE] ?? '').split(',')) {
    const at = pair.lastIndexOf('=');
    if (at > 0) declared.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
  }
  return declared;
}

/**
 * The ONE shared map of every build (host and remotes). Identical keys are what make the host and
 * a remote agree on a single React, router, store and toast container; ranges are explicit so a
 * `workspace:*`/`catalog:` dependency cannot turn into a junk range. Chakra and react-router are
 * not listed: they are reached only through @vigil/shared's facades (UI, router; a lint rule keeps
 * app code from importing them), so each exists once, inside that package, and webpack keeps only
 * the names the facades re-export. A share key of their own would be shipped whole.
 */
export function sharedMap(): Record<string, SharedEntry> {
  const packages = [
    'react',
    'react-dom',
    '@emotion/react',
    'jotai',
    'react-toastify',
    '@tanstack/react-query',
    '@vigil/shared',
  ];
  const declared = declaredVersions();
  for (const pkg of declared.keys()) {
    if (!packages.includes(pkg))
      throw new Error(`${SKEW_VARIABLE} names ${pkg}, which is not shared`);
  }
  const map: Record<string, SharedEntry> = {};
  for (const pkg of packages) {
    const version = declared.get(pkg);
    const entry: SharedEntry = {
      singleton: true,
      ...(version ? { version } : {}),
      requiredVersion: `^${version ?? versionOf(pkg)}`,
      strictVersion: STRICT.has(pkg),
      eager: false,
    };
    map[pkg] = entry;
    // Subpath imports (react/jsx-runtime, react-dom/client) must resolve to the same instance.
    if (pkg === 'react' || pkg === 'react-dom') map[`${pkg}/`] = { ...entry };
  }
  return map;
}
