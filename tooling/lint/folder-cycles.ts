import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * Folder import cycles inside one source root (a package's `src/`, or tooling/ itself): the
 * folders right below the root, and its top-level files by their own names, are the nodes; an
 * import from a file in one to a file in another is an edge. A circle means neither side can be
 * read, tested or changed alone (issue 41). Static, type-only and lazy `import()` imports all
 * count: a lazy import still ties the two folders' code together.
 *
 * Tests and test support are left out: `*.test.*` files and anything under a `testing/` folder
 * import the app to render it, which is not a dependency of the app.
 */

export interface Edge {
  from: string;
  to: string;
  /** `file → specifier`, relative to the root, for the failure message. */
  where: string;
  typeOnly: boolean;
}

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const NOT_SOURCE = /\.(test|d)\.[a-z]+$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'testing', 'coverage']);
const RESOLVED = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name) ? [path] : [];
  });
}

/** The file an import names (its extension and `/index` may be left out), else the path as is. */
function resolveFile(path: string): string {
  const file = RESOLVED.map((ending) => path + ending).find(
    (candidate) => existsSync(candidate) && statSync(candidate).isFile(),
  );
  return file ?? path;
}

interface Import {
  specifier: string;
  typeOnly: boolean;
}

/** Every relative import of a file: declarations, re-exports and `import('…')` calls. */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Import[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const specifier = node.moduleSpecifier;
      if (specifier && ts.isStringLiteral(specifier)) {
        const typeOnly = ts.isImportDeclaration(node)
          ? Boolean(node.importClause?.isTypeOnly)
          : node.isTypeOnly;
        found.push({ specifier: specifier.text, typeOnly });
      }
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument))
        found.push({ specifier: argument.text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter(({ specifier }) => specifier.startsWith('.'));
}

/** The edges between the root's folders (and top-level files) that its source files make. */
export function folderEdges(root: string): Edge[] {
  const nodeOf = (path: string) => relative(root, path).split(sep)[0]!;
  return sourceFiles(root).flatMap((file) =>
    importsOf(file).flatMap(({ specifier, typeOnly }): Edge[] => {
      const target = resolveFile(resolve(dirname(file), specifier));
      if (relative(root, target).startsWith('..')) return [];
      const [from, to] = [nodeOf(file), nodeOf(target)];
      if (from === to) return [];
      return [{ from, to, typeOnly, where: `${relative(root, file)} → ${specifier}` }];
    }),
  );
}

/** Every elementary cycle, each written from its alphabetically first node. */
export function cyclesOf(edges: Edge[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) next.set(from, (next.get(from) ?? new Set()).add(to));
  const nodes = [...new Set(edges.flatMap(({ from, to }) => [from, to]))].sort();
  const cycles: string[] = [];
  for (const start of nodes) {
    const walk = (path: string[]) => {
      for (const to of next.get(path[path.length - 1]!) ?? []) {
        if (to === start) cycles.push([...path, start].join(' -> '));
        else if (to > start && !path.includes(to)) walk([...path, to]);
      }
    };
    walk([start]);
  }
  return cycles;
}

/** A cycle with the import lines behind each of its steps. */
export function explain(cycle: string, edges: Edge[]): string {
  const steps = cycle.split(' -> ');
  const lines = steps.slice(1).map((to, i) => {
    const from = steps[i]!;
    const behind = edges.filter((edge) => edge.from === from && edge.to === to);
    const imports = behind.map((edge) => edge.where + (edge.typeOnly ? ' (type)' : ''));
    const more = imports.length > 3 ? ` and ${imports.length - 3} more` : '';
    return `  ${from} -> ${to}: ${imports.slice(0, 3).join(', ')}${more}`;
  });
  return [cycle, ...lines].join('\n');
}

/** The root's folder cycles, each with the imports behind it; empty when there is none. */
export function folderCycles(root: string): string[] {
  const edges = folderEdges(root);
  return cyclesOf(edges).map((cycle) => explain(cycle, edges));
}
