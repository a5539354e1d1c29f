import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Modules that build no schema: nothing to step through. */
const WITHOUT_SCHEMAS = [
  'index',
  'contract-version-header',
  'parts',
  'endpoint-paths',
  'endpoint-methods',
  'fill-path',
  'page-config',
  'survey',
  'ops/index',
  'ops/score-trend-days',
  'ops/search-prefixes',
  'webhook-signing',
];

const CONTRACT_SRC = join(__dirname, '..', '..', 'contract', 'src');

const modulesIn = (folder: string) =>
  readdirSync(join(CONTRACT_SRC, folder))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => (folder ? `${folder}/` : '') + file.replace(/\.ts$/, ''));

it("steps through every module of the contract's endpoint table and its schemas (contract/src/parts.ts)", () => {
  const parts = readFileSync(join(CONTRACT_SRC, 'parts.ts'), 'utf8');
  const listed = [
    ...parts.matchAll(/import\(\/\* webpackChunkName: "contract" \*\/ '\.\/([^']+)'\)/g),
  ].map((match) => match[1]);
  const schemaModules = [...modulesIn(''), ...modulesIn('ops')].filter(
    (name) => !WITHOUT_SCHEMAS.includes(name),
  );
  expect([...listed].sort()).toEqual([...schemaModules].sort());
  // zod's core comes first, the table that gathers the rest last; zod itself is never imported
  // dynamically (that would keep every export of the package: 300 KB the contract does not use).
  expect(listed[0]).toBe('zod-core');
  expect(parts).not.toMatch(/import\([^)]*'zod/);
  expect(listed.at(-1)).toBe('endpoints');
});
