import { join } from 'node:path';
import type { Stage } from './run-stages';

export { UNIT_PROJECTS } from './jest-projects';

/**
 * The root `pnpm jest` command line (Jest with the VM modules some suites import with). Its
 * workers inherit the flags. `--liftoff-only`: PGlite is PostgreSQL in WebAssembly, and each test
 * file starts its own; V8's optimising tier recompiled its hot functions in every file, on
 * background threads, for a database that lives seconds. Measured: opening the migrated copy and
 * 3,000 queries 2.5 → 1.4 CPU-s; four PGlite suites 21.4 → 18.8 CPU-s. Only WebAssembly is
 * affected; production keeps the optimising tier.
 */
export const JEST = [
  '--experimental-vm-modules',
  '--no-warnings=ExperimentalWarning',
  '--liftoff-only',
  'node_modules/jest/bin/jest.js',
  '--ci',
];

/**
 * A Jest run of some projects with `workers` test files at a time, its results also written as
 * JSON for the stage table. Suites that mostly wait (on Chromium, a worker process, the database)
 * take more workers than the machine has cores.
 */
export function jestStage(
  logDir: string,
  name: string,
  projects: string[],
  workers: number,
): Stage {
  const jestJson = join(logDir, `${name.replace(/\W+/g, '_')}.json`);
  return {
    name: `jest ${name}`,
    command: process.execPath,
    args: [
      ...JEST,
      `--maxWorkers=${workers}`,
      '--selectProjects',
      ...projects,
      '--json',
      `--outputFile=${jestJson}`,
    ],
    jestJson,
    jestProjects: projects,
  };
}
