import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { caseStepsInputSchema, importPlaywright, type CaseStep } from '@vigil/contract';
import { usageError } from '../io';
import { vigilConfigSchema, type ParsedConfig } from './config-schema';

export const CONFIG_NAMES = ['vigil.config.ts', 'vigil.config.js', 'vigil.config.json'];

/** A case of the file, read: its steps as the API would store them. */
export interface DesiredCase {
  title: string;
  siteUrl: string;
  file: string;
  steps: CaseStep[];
  /** Lines of the file that became no step (the import says the same). */
  unsupported: { line: number; text: string }[];
}

export interface Desired {
  file: string;
  config: ParsedConfig;
  cases: DesiredCase[];
}

function findConfig(cwd: string, given: string | undefined): string {
  if (given) return resolve(cwd, given);
  const found = CONFIG_NAMES.map((name) => resolve(cwd, name)).find((file) => existsSync(file));
  if (!found) throw usageError(`no ${CONFIG_NAMES.join(' or ')} here: \`vigil pull\` writes one`);
  return found;
}

function readRaw(file: string): unknown {
  try {
    if (file.endsWith('.json')) return JSON.parse(readFileSync(file, 'utf8'));
    // vigil runs under tsx (bin/vigil.cjs): a .ts config is required like a .js one.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require(file) as { default?: unknown };
    return loaded.default ?? loaded;
  } catch (error) {
    throw usageError(`cannot read ${file}: ${(error as Error).message}`);
  }
}

function readCase(dir: string, entry: ParsedConfig['cases'][number]): DesiredCase {
  const file = resolve(dir, entry.file);
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    throw usageError(`cases: cannot read ${entry.file}`);
  }
  const imported = importPlaywright(source);
  const steps = caseStepsInputSchema.safeParse(imported.steps);
  if (!steps.success || steps.data.length === 0)
    throw usageError(`cases: ${entry.file} gives no case steps Vigil can run`);
  const title = entry.title ?? imported.title;
  if (!title) throw usageError(`cases: ${entry.file} has no test('…') title; give "title"`);
  return {
    title,
    siteUrl: entry.site,
    file: entry.file,
    steps: steps.data,
    unsupported: imported.unsupported,
  };
}

/** The config file, checked (every problem named by its path), with its cases' files read. */
export function loadDesired(cwd: string, given?: string): Desired {
  const file = findConfig(cwd, given);
  const parsed = vigilConfigSchema.safeParse(readRaw(file));
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw usageError(`${file} is not a Vigil config:\n${problems.join('\n')}`);
  }
  const cases = parsed.data.cases.map((entry) => readCase(dirname(file), entry));
  return { file, config: parsed.data, cases };
}
