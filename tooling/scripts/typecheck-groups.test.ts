import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { readWorkspace } from './stages/changed-projects';

/**
 * `pnpm typecheck` checks the workspace as three programs (tooling/typecheck/*.json) instead of
 * one per package, so that shared code and Chakra's types are checked once, not six times. Each
 * package keeps its own tsconfig (its `pnpm typecheck`, the editor); this says the groups check
 * every folder each package's tsconfig names, with that package's own compiler options.
 */
const root = resolve(__dirname, '..', '..');
const packages = readWorkspace(root).map((pkg) => pkg.folder);
const groups = ['web', 'server', 'tools'].map((name) =>
  join(root, 'tooling', 'typecheck', `${name}.json`),
);

interface TsConfig {
  compilerOptions?: { lib?: string[]; types?: string[]; jsx?: string };
  include?: string[];
}
const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as TsConfig;
const options = (config: TsConfig) => ({
  lib: [...(config.compilerOptions?.lib ?? [])].sort(),
  types: [...(config.compilerOptions?.types ?? [])].sort(),
  jsx: config.compilerOptions?.jsx,
});
/** A tsconfig's include entries as paths from the repository root. */
const included = (file: string) =>
  (read(file).include ?? []).map((entry) => relative(root, resolve(file, '..', entry)));

it.each(packages)('the typecheck groups check all of %s with its own options', (name) => {
  const own = join(root, name, 'tsconfig.json');
  const ownOptions = options(read(own));
  const missing = included(own).filter(
    (entry) =>
      !groups.some((group) => included(group).includes(entry) && sameOptions(group, ownOptions)),
  );
  expect(missing).toEqual([]);
});

function sameOptions(group: string, wanted: ReturnType<typeof options>) {
  return JSON.stringify(options(read(group))) === JSON.stringify(wanted);
}

it('the typecheck script runs every group', () => {
  const script = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts.typecheck!;
  for (const group of groups) expect(script).toContain(relative(root, group));
});
