/**
 * @jest-config-loader ts-node
 * @jest-config-loader-options {"transpileOnly": true, "compilerOptions": {"module": "CommonJS", "moduleResolution": "node10"}}
 */
// ^ Jest reads this file through ts-node, which type-checked it (and what it imports) on every
// run: ~10 CPU-s a `pnpm jest`, in each of `npm test`'s stages. `pnpm typecheck` checks it.
import type { Config } from 'jest';
import { POSTGRES_ONLY_SUITES } from './api/test/suites-on-postgres-only';
import { BROWSER_PACKAGES } from './tooling/scripts/stages/jest-projects';

/** A path pattern matching exactly one file of the API's (paths from api/). */
const exactPath = (file: string) => `<rootDir>/${file.replace(/[.]/g, '\\.')}$`;

// One Jest for the whole workspace: a project per package (front-end packages join later).
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
      module: { type: 'commonjs' },
    },
  ],
};

// Packages published as ESM only (cookie 2, via fastify's inject and @fastify/cookie; pixelmatch)
// are compiled to CommonJS for Jest; everything else in node_modules is loaded as is.
const transformIgnorePatterns = ['/node_modules/(?!(\\.pnpm|cookie|pixelmatch)[/@])'];

// The issue viewer's Markdown (react-markdown, remark-gfm) and the unified, micromark, mdast and
// hast packages it is built from are ESM only too: compiled the same way, in browser packages.
const MARKDOWN_ESM = [
  'react-markdown',
  'remark-[^/]+',
  'micromark[^/]*',
  '(mdast|hast|unist|estree)-util-[^/]+',
  'unified',
  'vfile[^/]*',
  'devlop',
  'bail',
  'trough',
  'is-plain-obj',
  'property-information',
  '(space|comma)-separated-tokens',
  'html-url-attributes',
  'decode-named-character-reference',
  'character-[^/]+',
  'ccount',
  'parse-entities',
  'is-(alphanumerical|alphabetical|decimal|hexadecimal)',
  'stringify-entities',
  'trim-lines',
  'longest-streak',
  'zwitch',
  'escape-string-regexp',
  'markdown-table',
  '@ungap/structured-clone',
];
const browserTransformIgnorePatterns = [
  `/node_modules/(?!(\\.pnpm|cookie|pixelmatch|${MARKDOWN_ESM.join('|')})[/@])`,
];

/** A browser package: jsdom, jest-dom, CSS imports as identity objects. */
function browserProject(name: string): Config {
  return {
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: 'jsdom',
    transform,
    transformIgnorePatterns: browserTransformIgnorePatterns,
    setupFilesAfterEnv: ['<rootDir>/../test/setup-dom.ts'],
    moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
    // What webpack defines as the build's hash (shared/src/store/build-stamp.ts): documents the
    // tests' app writes carry it, as a real build's do.
    globals: { __webpack_hash__: 'jest-build' },
  };
}
const browserPackages = BROWSER_PACKAGES;

const api: Config = {
  displayName: 'api (PGlite)',
  rootDir: '<rootDir>/api',
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns,
};

// With VIGIL_TEST_DATABASE_URL (set by .ci/run) the whole API suite runs on PostgreSQL, and
// PGlite runs the suites where the two engines differ or that cost little, not the ones that
// spend their time in Chromium (decision 015; the list is in api/test/suites-on-postgres-only.ts).
const onPostgres = Boolean(process.env.VIGIL_TEST_DATABASE_URL);
const postgres: Config[] = onPostgres
  ? [{ ...api, displayName: 'api (PostgreSQL)', setupFiles: ['<rootDir>/test/use-postgres.ts'] }]
  : [];
const pglite: Config = onPostgres
  ? { ...api, testPathIgnorePatterns: ['/node_modules/', ...POSTGRES_ONLY_SUITES.map(exactPath)] }
  : api;

// The CLI against the real API (runtime with workers, real HTTP, fixture site): on the database
// the API suite runs on, PostgreSQL when set (its suites scan in Chromium, decision 015).
const cli: Config = {
  displayName: 'cli',
  rootDir: '<rootDir>/cli',
  testEnvironment: 'node',
  transform,
  transformIgnorePatterns,
  ...(onPostgres ? { setupFiles: ['<rootDir>/../api/test/use-postgres.ts'] } : {}),
};

const config: Config = {
  // Global (Jest ignores it per project): API tests start real databases and browsers, and
  // npm test runs them beside other stages on two cores, so Chromium work may take twice as long.
  testTimeout: 120_000,
  projects: [
    { displayName: 'contract', rootDir: '<rootDir>/contract', testEnvironment: 'node', transform },
    {
      displayName: 'tooling',
      rootDir: '<rootDir>/tooling',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
    },
    ...browserPackages.map(browserProject),
    {
      // Journeys in Debian's Chromium against production builds behind the gateway.
      displayName: 'e2e',
      rootDir: '<rootDir>/e2e',
      testEnvironment: 'node',
      transform,
      transformIgnorePatterns,
      globalSetup: '<rootDir>/src/global-setup.ts',
      globalTeardown: '<rootDir>/src/global-teardown.ts',
    },
    pglite,
    ...postgres,
    cli,
  ],
};

export default config;
