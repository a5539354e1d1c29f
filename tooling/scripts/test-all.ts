import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FRONT_END_APPS } from '../webpack/build-all';
import { runLanes, type Stage } from './stages/run-stages';
import { stageTable } from './stages/stage-table';
import { failureSummary } from './stages/failure-summary';
import { jestStage, UNIT_PROJECTS } from './stages/jest-stages';

/**
 * `npm test` after the install: every check, in two lanes side by side on the machine's two
 * cores. One lane does the static checks and the builds, then the journeys; the other the API
 * suite on PostgreSQL (the longest stage); whichever ends first takes the API suite on PGlite,
 * the other the units. The API and unit stages run two files at a time, the journeys one:
 * more than that measured (three lanes, three API workers: load 12-18) starved the journeys' API
 * of the CPU to start within a minute. The table at the end says where the time went (decision
 * 015).
 */
const root = join(__dirname, '..', '..');
const logDir = mkdtempSync(join(tmpdir(), 'vigil-test-'));

const pnpm = (name: string, ...args: string[]): Stage => ({ name, command: 'pnpm', args });

const builds: Stage[] = FRONT_END_APPS.map((app) => ({
  name: `build ${app}`,
  command: 'pnpm',
  args: ['--filter', `@vigil/${app}`, 'build'],
}));

const onPostgres = Boolean(process.env.VIGIL_TEST_DATABASE_URL);

const journeys: Stage = {
  // One journey at a time: they share one API, whose job workers would otherwise queue one
  // journey's crawl and Lighthouse scans behind another's (measured: three time-outs at 2).
  ...jestStage(logDir, 'journeys', ['e2e'], 1),
  env: { E2E_SKIP_BUILD: '1' },
  needs: builds.map((build) => build.name),
};
// The CLI's suites drive the real API in-process: on PostgreSQL when it runs, else on PGlite.
const onPglite = jestStage(
  logDir,
  'api on PGlite',
  onPostgres ? ['api (PGlite)'] : ['api (PGlite)', 'cli'],
  2,
);
const units = jestStage(logDir, 'units', UNIT_PROJECTS, 2);

const lanes: Stage[][] = [
  [
    pnpm('format', 'format:check'),
    pnpm('lint', 'lint'),
    pnpm('typecheck', 'typecheck'),
    ...builds,
    journeys,
  ],
  onPostgres ? [jestStage(logDir, 'api on PostgreSQL', ['api (PostgreSQL)', 'cli'], 2)] : [],
];
/** Taken by the first lane that is free, in this order (the longer first). */
const pool = [onPglite, units];

async function main() {
  const started = performance.now();
  console.log(
    `[test] two lanes side by side; each stage's output is printed when it ends (logs in ${logDir})`,
  );
  const results = await runLanes(lanes, { logDir, cwd: root, pool });
  const wall = (performance.now() - started) / 1000;
  const install = Number(process.env.VIGIL_INSTALL_SECONDS);
  const extra =
    Number.isFinite(install) && install > 0 ? [{ name: 'install', seconds: install }] : [];
  console.log(`\n${stageTable(results, wall, extra)}\n`);
  const failures = failureSummary(results, root, logDir);
  if (failures) console.log(`${failures}\n`);
  process.exit(
    results.every((result) => result.outcome !== 'failed' && result.outcome !== 'skipped') ? 0 : 1,
  );
}

void main();
