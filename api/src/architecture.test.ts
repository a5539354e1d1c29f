import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/**
 * The rules of api/src's folders that are the API's own (who may import whom, where SQL lives).
 * That no folder of any package's source imports another in a circle, runtime or type-only, is
 * checked for every package at once by tooling/lint/folder-cycles.test.ts.
 */
const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** A folder of api/src, or a top-level file by its own name (app.ts, env.ts…). */
const nodeOf = (path: string) => relative(SRC, path).split(sep)[0]!;

interface Edge {
  from: string;
  to: string;
  where: string;
  typeOnly: boolean;
}

function importEdges(): Edge[] {
  return sourceFiles(SRC).flatMap((file) => {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    return source.statements.flatMap((statement): Edge[] => {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.'))
        return [];
      const target = resolve(dirname(file), specifier.text);
      const [from, to] = [nodeOf(file), nodeOf(target.endsWith('.ts') ? target : `${target}.ts`)];
      if (from === to || relative(SRC, target).startsWith('..')) return [];
      const typeOnly = ts.isImportDeclaration(statement)
        ? Boolean(statement.importClause?.isTypeOnly)
        : statement.isTypeOnly;
      return [{ from, to, typeOnly, where: `${relative(SRC, file)} → ${specifier.text}` }];
    });
  });
}

/**
 * Issue 41's rule: what starts runs and reacts to them (schedules, flows, alerts) reaches the
 * folders that make runs only through the run-kind registry handed to it (runs/run-kind.ts,
 * engine/run-kinds.ts), and never one another: a new kind of run is one file and one line.
 */
const RUN_USERS = ['schedules', 'flows', 'alerts'];
const RUN_MAKERS = ['scans', 'page-tests', 'caseruns', 'site-migrations'];

/**
 * Issue 41's rule: SQL lives in repository files (repository.ts, repository-<topic>.ts, and the
 * older <topic>-repository.ts), so a table's readers and writers are found in one place. The few
 * files allowed to hold SQL anyway say why; "to move" marks what is still to be done.
 */
const REPOSITORY = /^([a-z-]+-)?repository(-[a-z-]+)?\.ts$/;
const SQL = /(SELECT|INSERT INTO|UPDATE [a-z_]+ SET|DELETE FROM) /;
const SQL_ALLOWED = new Map<string, string>([
  // A folder entry (ending in /) covers its files: others are reworking these folders meanwhile.
  ['db/connection.ts', "the pool's start-up probe (SELECT 1) belongs to the connection itself"],
  ['db/migrate.ts', 'the migration runner keeps its own bookkeeping table under an advisory lock'],
  ['db/settings.ts', "the settings table is the db layer's own key-value store"],
  ['jobs/queue.ts', "the queue adapter reads pg-boss's own table, which no domain owns"],
]);

describe('the folders of api/src', () => {
  const edges = importEdges();

  it('let schedules, flows and alerts reach the runs only through the run-kind registry', () => {
    const wrong = edges.filter(
      (edge) => RUN_USERS.includes(edge.from) && [...RUN_MAKERS, ...RUN_USERS].includes(edge.to),
    );
    expect(wrong.map((edge) => edge.where)).toEqual([]);
  });

  it('keep SQL in repository files, but for the few allowed with a reason', () => {
    const outside = sourceFiles(SRC)
      .filter((file) => !REPOSITORY.test(file.split(sep).pop()!))
      .filter((file) => SQL.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file).split(sep).join('/'));
    const covers = (entry: string, file: string) =>
      entry.endsWith('/') ? file.startsWith(entry) : file === entry;
    const allowed = [...SQL_ALLOWED.keys()];
    expect(outside.filter((file) => !allowed.some((entry) => covers(entry, file)))).toEqual([]);
    // An entry that covers no SQL any more is stale: drop it, so the list shows what remains.
    expect(allowed.filter((entry) => !outside.some((file) => covers(entry, file)))).toEqual([]);
  });

  it('are read from the source (sanity: the app imports the domains)', () => {
    expect(edges.some((edge) => edge.from === 'app.ts' && edge.to === 'sites')).toBe(true);
    expect(edges.some((edge) => edge.typeOnly)).toBe(true);
  });
});
