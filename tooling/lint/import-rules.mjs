/**
 * The house style's dependency rules (style.md "Layout", "Inside an app", "Names and files") as
 * `no-restricted-imports` blocks, one per folder depth. ESLint matches an import's text, not the
 * file it resolves to, so "leaves the package" or "reaches another feature" is told by how many
 * `../` an import climbs from a file at a known depth. A later block replaces the rule's options
 * of an earlier one, so every block carries the full list for its files.
 */

const DEEPEST = 8;

const jotaiAndAxios = {
  group: ['jotai', 'jotai/*', 'axios', 'axios/*'],
  message:
    'jotai and axios are reached only through @vigil/shared (its store module and API client).',
};
const packageInsides = {
  group: ['@vigil/*/src', '@vigil/*/src/*'],
  message: 'Import a package by an entry it exports (e.g. @vigil/shared/testing), not its src/.',
};
const chakra = {
  group: ['@chakra-ui/*'],
  message: 'Import UI components from @vigil/shared (the UI facade).',
};
const reactRouter = {
  group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
  message:
    'react-router is reached only through @vigil/shared (its router facade): there it exists once and is tree-shaken.',
};
const otherApps = {
  group: ['@vigil/host', '@vigil/host/*', '@vigil/remote-*'],
  message:
    "An app never imports another app's source: reach a remote through the federation runtime.",
};
const nodeApis = {
  group: ['node:*', 'fs', 'path', 'crypto'],
  message: 'contract is shared with the browser: no Node APIs.',
};

/** A relative import that climbs above the package root (`depth` folders below it). */
const outOfPackage = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}`,
  message: 'No relative import out of the package: import another package by its name (@vigil/…).',
});

/** From `features/<a>/` plus `depth` folders: into `features/<b>` (directly or via src/). */
const intoAnotherFeature = (depth) => ({
  regex: `^(\\.\\./){${depth + 1}}[^./]|^(\\.\\./){${depth + 2}}features(/|$)`,
  message: 'Features never import each other: compose them in routes/.',
});

const restrict = (files, patterns, ignores = []) => ({
  files,
  ...(ignores.length > 0 ? { ignores } : {}),
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

/**
 * Tests and their helpers may import react-router itself (MemoryRouter, createMemoryRouter): jest
 * loads the same module the facade re-exports, and none of it reaches a production bundle.
 */
const TEST_CODE = ['**/*.test.ts', '**/*.test.tsx', '**/testing/**'];

/**
 * `restrict` for code outside shared, as two blocks: the first is what test code gets; the second,
 * later so its options replace the first's, adds react-router for everything else.
 */
const restrictOutsideShared = (files, patterns, ignores = []) => [
  restrict(files, patterns, ignores),
  restrict(files, [...patterns, reactRouter], [...ignores, ...TEST_CODE]),
];

/** `root` itself and `depth` folders below it. */
const filesAt = (root, depth) => [`${root}/${'*/'.repeat(depth)}*`];
const depths = (from = 0) => Array.from({ length: DEEPEST - from + 1 }, (_, i) => from + i);

const APPS = ['host', 'remote-*'];

export const importRules = [
  // Everything outside shared: jotai, axios and react-router only through it.
  ...restrictOutsideShared(['**/*'], [jotaiAndAxios, packageInsides], ['shared/**']),
  // contract/src/node/ is the one Node-only part (the API and the build read it; a browser build
  // cannot bundle it: webpack has no node: scheme).
  ...restrictOutsideShared(
    ['contract/**'],
    [jotaiAndAxios, packageInsides, nodeApis, otherApps],
    ['contract/src/node/**'],
  ),
  ...restrictOutsideShared(['contract/src/node/**'], [jotaiAndAxios, packageInsides, otherApps]),
  // host and remotes: UI through the facade, no other app's source, nothing out of the package.
  ...APPS.flatMap((app) =>
    depths().flatMap((depth) =>
      restrictOutsideShared(filesAt(app, depth), [
        jotaiAndAxios,
        packageInsides,
        chakra,
        otherApps,
        outOfPackage(depth),
      ]),
    ),
  ),
  // A remote's features (remote-x/src/features/<a>/…, three folders below the package root).
  ...depths(3).flatMap((depth) =>
    restrictOutsideShared(filesAt('remote-*/src/features/*', depth - 3), [
      jotaiAndAxios,
      packageInsides,
      chakra,
      otherApps,
      outOfPackage(depth),
      intoAnotherFeature(depth - 3),
    ]),
  ),
  // shared owns jotai, axios and (in src/ui only) Chakra; it imports no app.
  ...depths().map((depth) =>
    restrict(
      filesAt('shared', depth),
      [packageInsides, chakra, otherApps, outOfPackage(depth)],
      ['shared/src/ui/**'],
    ),
  ),
  ...depths(2).map((depth) =>
    restrict(filesAt('shared/src/ui', depth - 2), [packageInsides, otherApps, outOfPackage(depth)]),
  ),
];
