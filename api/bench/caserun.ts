/**
 * Case runs against Playwright's own runner: a 10-step case on the loopback fixture app
 * (test/fixture-app.ts), run BENCH_CASERUN_RUNS times one after the other by one worker
 * (the caserun.run job as the worker runs it: PGlite writes after every step, a screenshot per
 * step), then the same case exported by Vigil (toPlaywrightSpec) run the same number of times by
 * `playwright test` (1 worker, `--repeat-each`), on the same Chromium (/usr/bin/chromium).
 *
 *   pnpm bench:caserun   (BENCH_CASERUN_RUNS=10, CHROMIUM_PATH)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { toPlaywrightSpec, type Case, type CaseStep } from '@vigil/contract';
import { artifactStoreFor } from '../src/artifacts/store';
import { caseRunBrowser, closeCaseRunBrowsers, runCaseRun } from '../src/caseruns/jobs';
import { openDb } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { testEnv } from '../src/env';
import { startFixtureApp } from '../test/fixture-app';
import { pendingSteps } from '../src/steps/runner';

const RUNS = Number(process.env.BENCH_CASERUN_RUNS ?? 10);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const act = (
  type: CaseStep['action']['type'],
  selector: string | null,
  value: string | null,
  locator?: CaseStep['action']['locator'],
) => ({ type, selector, value, ...(locator ? { locator } : {}) });
const check = (
  type: NonNullable<CaseStep['assertion']>['type'],
  selector: string | null,
  value: string | null,
) => ({ type, selector, value });

/** Ten steps over the fixture's two-step order form: every action but `select`'s twin, change. */
const STEPS: CaseStep[] = [
  { action: act('navigate', null, '/order'), assertion: check('text', 'h1', 'Order') },
  { action: act('hover', '#next', null), assertion: check('visible', '#tip', null) },
  { action: act('select', '#size', 'l'), assertion: null },
  {
    action: act('click', '#next', null, { role: 'button', name: 'Next' }),
    assertion: check('visible', 'textarea', null),
  },
  { action: act('change', null, 'Gift wrap', { label: 'Note' }), assertion: null },
  {
    action: act('click', null, null, { test_id: 'finish' }),
    assertion: check('text', '#out', 'Ordered l: Gift wrap'),
  },
  { action: act('key', null, 'Escape'), assertion: check('contains', '#out', 'Escaped') },
  { action: act('scroll', '#bottom', null), assertion: check('visible', '#bottom', null) },
  { action: act('wait', '#late', null), assertion: check('text', '#late', 'Loaded late') },
  { action: act('navigate', null, '/login'), assertion: check('exists', 'form', null) },
];

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(2);

async function vigil(origin: string) {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-bench-caserun-'));
  const db = await openDb({});
  await migrate(db);
  const env = testEnv({ VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1', VIGIL_ARTIFACT_DIR: dir });
  const [account] = await db.query<{ id: string }>(
    `INSERT INTO accounts (name, type, code) VALUES ('Bench', 'enterprise', 'BENCH') RETURNING id`,
  );
  const [site] = await db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [account!.id, origin],
  );
  const [testCase] = await db.query<{ id: string }>(
    `INSERT INTO cases (account_id, site_id, title, type, steps)
     VALUES ($1, $2, 'Order', 'recorded', $3) RETURNING id`,
    [account!.id, site!.id, JSON.stringify(STEPS)],
  );
  const deps = {
    browser: caseRunBrowser(CHROMIUM, env.VIGIL_ALLOW_PRIVATE_TARGETS),
    allowPrivate: env.VIGIL_ALLOW_PRIVATE_TARGETS,
    artifacts: artifactStoreFor(db, env),
  };
  const runs: number[] = [];
  const steps: number[] = [];
  const inSteps: number[] = [];
  const started = Date.now();
  // Run 0 launches the browser (once per worker); it is timed with the rest, as Playwright's is.
  for (let run = 0; run < RUNS; run += 1) {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO caseruns (account_id, case_id, site_id, case_steps, steps)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [
        account!.id,
        testCase!.id,
        site!.id,
        JSON.stringify(STEPS),
        JSON.stringify(pendingSteps(STEPS.length)),
      ],
    );
    const t = Date.now();
    await runCaseRun(db, { caserunId: row!.id }, deps);
    runs.push(Date.now() - t);
    const [done] = await db.query<{ status: string; steps: { duration_ms: number }[] }>(
      'SELECT status, steps FROM caseruns WHERE id = $1',
      [row!.id],
    );
    if (done!.status !== 'passed')
      throw new Error(`run ${run} ${done!.status}: ${JSON.stringify(done!.steps)}`);
    steps.push(...done!.steps.map((step) => step.duration_ms));
    inSteps.push(done!.steps.reduce((sum, step) => sum + step.duration_ms, 0));
  }
  const wall = Date.now() - started;
  await closeCaseRunBrowsers();
  await db.close();
  rmSync(dir, { recursive: true, force: true });
  return { wall, run: median(runs), step: median(steps), inSteps: median(inSteps) };
}

/** The exported file, run by `playwright test` from a folder inside api/ (it resolves there). */
async function playwright(origin: string) {
  const testCase: Case = {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Order',
    site: null,
    type: 'recorded',
    steps: STEPS,
    time_created: new Date().toISOString(),
  };
  const dir = mkdtempSync(join(__dirname, '.caserun-'));
  try {
    writeFileSync(join(dir, 'order.spec.ts'), toPlaywrightSpec(testCase, origin));
    writeFileSync(
      join(dir, 'playwright.config.ts'),
      `import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '.',
  outputDir: './test-results',
  workers: 1,
  reporter: [['json', { outputFile: 'report.json' }]],
  use: { viewport: { width: 1280, height: 800 }, launchOptions: { executablePath: ${JSON.stringify(CHROMIUM)} } },
});
`,
    );
    const cli = require.resolve('@playwright/test/cli');
    const started = Date.now();
    // Not spawnSync: the fixture app answers from this process's event loop.
    const child = spawn(
      process.execPath,
      [cli, 'test', '--config', join(dir, 'playwright.config.ts'), `--repeat-each=${RUNS}`],
      { cwd: dir },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    const status = await new Promise<number | null>((resolve) => child.on('close', resolve));
    const wall = Date.now() - started;
    if (status !== 0) throw new Error(`playwright test failed:\n${output}`);
    const report = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8')) as {
      suites: { specs: { tests: { results: { duration: number; status: string }[] }[] }[] }[];
    };
    const durations = report.suites
      .flatMap((suite) => suite.specs)
      .flatMap((spec) => spec.tests)
      .flatMap((test) => test.results)
      .map((result) => result.duration);
    if (durations.length !== RUNS)
      throw new Error(`expected ${RUNS} results, got ${durations.length}`);
    return { wall, run: median(durations) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const fixture = await startFixtureApp();
  try {
    const ours = await vigil(fixture.origin);
    const theirs = await playwright(fixture.origin);
    const perMinute = (wall: number) => ((RUNS * 60_000) / wall).toFixed(1);
    console.log(
      `${RUNS} runs of a ${STEPS.length}-step case, one worker, ${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(2)}`,
    );
    console.log(
      `Vigil (caserun.run job, PGlite, screenshot per step): ${perMinute(ours.wall)} runs/min, ` +
        `median run ${seconds(ours.run)} s (of which the steps ${seconds(ours.inSteps)} s; the rest ` +
        `screenshots and progress writes), median step ${seconds(ours.step)} s`,
    );
    console.log(
      `playwright test (exported file): ${perMinute(theirs.wall)} runs/min (wall, with its start-up), ` +
        `median test ${seconds(theirs.run)} s`,
    );
    console.log(
      `Vigil / Playwright per run: ${(ours.run / theirs.run).toFixed(2)}× (goal ≤ 1.5×); ` +
        `wall: ${(ours.wall / theirs.wall).toFixed(2)}×`,
    );
  } finally {
    await fixture.close();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
