import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { folderCycles, folderEdges } from './folder-cycles';

const REPO = join(__dirname, '..', '..');

/** Every workspace package (pnpm-workspace.yaml) with its source root: `src/`, else the package. */
function sourceRoots(): [string, string][] {
  const workspace = parse(readFileSync(join(REPO, 'pnpm-workspace.yaml'), 'utf8')) as {
    packages: string[];
  };
  return workspace.packages.map((name) => {
    const src = join(REPO, name, 'src');
    return [existsSync(src) ? `${name}/src` : name, existsSync(src) ? src : join(REPO, name)];
  });
}

describe('the folders of every package', () => {
  const roots = sourceRoots();

  it('are every workspace package, tooling by its own folders', () => {
    expect(roots.map(([name]) => name)).toEqual(
      expect.arrayContaining(['api/src', 'shared/src', 'tooling', 'e2e/src', 'host/src']),
    );
    expect(roots.length).toBeGreaterThanOrEqual(10);
  });

  it.each(roots)('%s: import each other in no circle', (_name, root) => {
    expect(folderEdges(root).length).toBeGreaterThan(0);
    expect(folderCycles(root)).toEqual([]);
  });
});

describe('the cycle check', () => {
  let root: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'folder-cycles-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('names a circle of folders and the imports that make it', () => {
    write('store/session.ts', "import { cache } from '../data';\nexport const a = cache;\n");
    write('data/index.ts', "import type { A } from '../store/session';\nexport const cache = 1;\n");
    write('api/call.ts', "export const call = () => import('../store/session');\n");
    expect(folderCycles(root)).toEqual([
      'data -> store -> data\n' +
        '  data -> store: data/index.ts → ../store/session (type)\n' +
        '  store -> data: store/session.ts → ../data',
    ]);
  });

  it('counts a lazy import() and leaves tests and test support out', () => {
    write('a/one.ts', "export const load = () => import('../b/two');\n");
    write('b/two.ts', 'export const two = 2;\n');
    write('b/two.test.ts', "import '../a/one';\n");
    write('b/testing/kit.ts', "import '../../a/one';\n");
    expect(folderCycles(root)).toEqual([]);
    write('b/three.ts', "export { load } from '../a/one';\n");
    expect(folderCycles(root)).toEqual([
      'a -> b -> a\n  a -> b: a/one.ts → ../b/two\n  b -> a: b/three.ts → ../a/one',
    ]);
  });
});
