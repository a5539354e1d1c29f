import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as facade from './index';
import * as overlays from './overlays';
import { getSystem, recipes, slotRecipes } from './system';

const components = join(
  dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist',
  'esm',
  'components',
);
const kebab = (name: string) =>
  name
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();

/** The folder of Chakra's source that defines a facade export (CloseButton lives in button/). */
function folderOf(name: string): string {
  const own = join(components, kebab(name));
  if (existsSync(own)) return own;
  const folder = readdirSync(components).find((dir) =>
    existsSync(join(components, dir, `${kebab(name)}.js`)),
  );
  if (!folder) throw new Error(`no Chakra source found for the facade's ${name}`);
  return join(components, folder);
}

/** Recipe keys a component folder asks for, following its imports of sibling components. */
function recipeKeys(folder: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(folder)) return keys;
  seen.add(folder);
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.js'))) {
    const code = readFileSync(join(folder, file), 'utf8');
    for (const [, key = ''] of code.matchAll(/key: "(\w+)"/g)) keys.add(key);
    for (const [, sibling = ''] of code.matchAll(/from '\.\.\/([\w-]+)\//g)) {
      for (const key of recipeKeys(join(components, sibling), seen)) keys.add(key);
    }
  }
  return keys;
}

// The facade and the overlays its lazy widgets load on first use: every Chakra component in use.
const components_ = [...Object.keys(facade), ...Object.keys(overlays)].filter((name) =>
  /^[A-Z]/.test(name),
);

it('styles every component the UI facade and its overlays export: their recipes are in the system', () => {
  const wanted = new Set(components_.flatMap((name) => [...recipeKeys(folderOf(name))]));
  // Keys Chakra's own theme has no recipe for (Text asks for "text") need none here either.
  const themed = [...wanted].filter((key) => key in chakraRecipes || key in chakraSlotRecipes);
  const missing = themed.filter((key) => !(key in recipes) && !(key in slotRecipes));
  expect(missing).toEqual([]);
  expect(themed.length).toBeGreaterThan(20);
});

it('keeps no recipe of a component the facade does not export', () => {
  const wanted = new Set(components_.flatMap((name) => [...recipeKeys(folderOf(name))]));
  const unused = [...Object.keys(recipes), ...Object.keys(slotRecipes)].filter(
    (key) => !wanted.has(key),
  );
  expect(unused).toEqual([]);
});

it('builds a system that knows a button and a dialog but not a date picker', () => {
  const system = getSystem();
  expect(system.isValidProperty('colorPalette')).toBe(true);
  expect(Object.keys(system.getRecipe('button')).length).toBeGreaterThan(0);
  expect(Object.keys(system.getSlotRecipe('dialog')).length).toBeGreaterThan(0);
  expect(system.getSlotRecipe('datePicker')).toBeUndefined();
});
