import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { projectsForChange, readWorkspace } from './changed-projects';
import { runLanes, type Stage } from './run-stages';
import { stageTable } from './stage-table';
import { failureSummary } from './failure-summary';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-stages-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A real child process: prints `say` twice, 300 ms apart, then exits with `status`. */
const nodeStage = (name: string, say: string, status = 0, needs?: string[]): Stage => ({
  name,
  command: process.execPath,
  args: [
    '-e',
    `console.log(${JSON.stringify(say)}); setTimeout(() => { console.error(${JSON.stringify(say)}); process.exit(${status}); }, 300);`,
  ],
  ...(needs ? { needs } : {}),
});

describe('running the lanes of npm test', () => {
  it('runs lanes side by side, prints each stage whole, skips what needs a failed stage', async () => {
    let printed = '';
    const results = await runLanes(
      [
        [nodeStage('lint', 'lint says'), nodeStage('typecheck', 'typecheck says')],
        [nodeStage('build', 'build breaks', 3), nodeStage('journeys', 'never', 0, ['build'])],
      ],
      { logDir: dir, cwd: dir, print: (text) => (printed += text) },
    );
    const byName = Object.fromEntries(results.map((result) => [result.stage.name, result]));
    expect(byName.lint?.outcome).toBe('passed');
    expect(byName.typecheck?.outcome).toBe('passed');
    expect(byName.build?.outcome).toBe('failed');
    expect(byName.journeys?.outcome).toBe('skipped');
    // The second lane's first stage started while the first lane's first stage still ran.
    expect(byName.build!.startedAt).toBeLessThan(byName.lint!.seconds);
    // Each stage's stdout and stderr come together under its own heading, never interleaved.
    expect(printed).toMatch(/──── lint: passed in [\d.]+ s ────\nlint says\nlint says\n/);
    expect(printed).toMatch(/──── build: failed in [\d.]+ s ────\nbuild breaks\nbuild breaks\n/);
    expect(printed).toContain('journeys: skipped (build did not pass)');
    expect(printed).not.toContain('never');
    // Each stage that ran says how much CPU it used (it and the processes it waited for).
    expect(byName.lint?.cpuSeconds).toBeGreaterThan(0);
  });

  it('gives each pooled stage to the first lane that is free, once', async () => {
    // The first lane is busy long; the second is free at once and must take both pooled stages
    // (a lane-bound layout would have left one of them behind the long stage).
    const long = nodeStage('long', 'long says');
    long.args[1] = long.args[1]!.replace('300', '1500');
    const results = await runLanes([[long], []], {
      logDir: dir,
      cwd: dir,
      print: () => undefined,
      pool: [nodeStage('api', 'api says'), nodeStage('units', 'units says')],
    });
    const byName = Object.fromEntries(results.map((result) => [result.stage.name, result]));
    expect(results.map((result) => result.stage.name).sort()).toEqual(['api', 'long', 'units']);
    expect(byName.units!.startedAt).toBeLessThan(byName.long!.seconds);
    expect(byName.api!.startedAt).toBeLessThan(byName.units!.startedAt);
  });

  it('reports a command that cannot start as failed, with the reason', async () => {
    let printed = '';
    const [result] = await runLanes(
      [[{ name: 'ghost', command: join(dir, 'no-such-program'), args: [] }]],
      { logDir: dir, cwd: dir, print: (text) => (printed += text) },
    );
    expect(result?.outcome).toBe('failed');
    expect(printed).toContain('ENOENT');
  });
});

describe('the table npm test ends with', () => {
  it('lists every stage with its start and seconds, and each Jest project under its stage', () => {
    const jestJson = join(dir, 'api.json');
    const file = (name: string, start: number, end: number, statuses: string[]) => ({
      displayName: { name },
      perfStats: { start, end },
      assertionResults: statuses.map((status) => ({ status })),
    });
    writeFileSync(
      jestJson,
      JSON.stringify({
        testResults: [
          file('api (PostgreSQL)', 0, 4_000, ['passed', 'passed']),
          file('api (PostgreSQL)', 1_000, 3_500, ['passed', 'failed']),
          file('api (PGlite)', 0, 2_000, ['passed']),
        ],
      }),
    );
    const table = stageTable(
      [
        {
          stage: { name: 'lint', command: '', args: [] },
          outcome: 'passed',
          seconds: 16.2,
          startedAt: 0,
          cpuSeconds: 30.4,
        },
        {
          stage: { name: 'jest api', command: '', args: [], jestJson },
          outcome: 'failed',
          seconds: 300.4,
          startedAt: 0.5,
          cpuSeconds: 450,
        },
      ],
      301,
      [{ name: 'install', seconds: 25 }],
    );
    const lines = table.split('\n');
    expect(lines[0]).toMatch(
      /^\| stage +\| outcome +\| started \(s\) \| seconds \| CPU \(s\) \| Jest +\|$/,
    );
    expect(lines.find((line) => line.startsWith('| install '))).toMatch(/\| passed +\| — +\| 25 /);
    expect(lines.find((line) => line.startsWith('| lint '))).toMatch(
      /\| passed +\| 0 +\| 16 +\| 30 /,
    );
    expect(lines.find((line) => line.startsWith('| jest api '))).toMatch(
      /\| failed +\| 1 +\| 300 +\| 450 /,
    );
    expect(lines.find((line) => line.includes('api (PostgreSQL)'))).toContain(
      '2 files, 4 tests, 1 failed, 7 s in files',
    );
    expect(lines.find((line) => line.includes('api (PGlite)'))).toContain(
      '1 files, 1 tests, 2 s in files',
    );
    // Jest's own --json names no project per file: the row takes the stage's projects.
    const unitsJson = join(dir, 'units.json');
    writeFileSync(
      unitsJson,
      JSON.stringify({
        testResults: [{ startTime: 0, endTime: 3_000, assertionResults: [{ status: 'passed' }] }],
      }),
    );
    const units = stageTable(
      [
        {
          stage: {
            name: 'jest units',
            command: '',
            args: [],
            jestJson: unitsJson,
            jestProjects: ['contract', 'shared'],
          },
          outcome: 'passed',
          seconds: 3,
          startedAt: 0,
        },
      ],
      3,
    );
    expect(units).toContain('|   contract, shared ');
    expect(units).toContain('1 files, 1 tests, 3 s in files');
    expect(lines.at(-1)).toMatch(/^\| whole run +\| failed +\| 0 +\| 301 +\| 480 /);
  });
});

describe('the failures npm test ends with', () => {
  it('names each failed test with its file and message, a file that did not run, and other failed stages', () => {
    const jestJson = join(dir, 'failures.json');
    writeFileSync(
      jestJson,
      JSON.stringify({
        testResults: [
          {
            name: join(dir, 'api', 'src', 'a.test.ts'),
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'a passes' },
              {
                status: 'failed',
                fullName: 'a sends the alert once',
                failureMessages: [
                  '\u001b[31mExpected: 1\u001b[39m\nReceived: 2\n' + 'at frame\n'.repeat(40),
                ],
              },
            ],
          },
          {
            name: join(dir, 'api', 'src', 'b.test.ts'),
            status: 'failed',
            message: 'SyntaxError: Unexpected token',
            assertionResults: [],
          },
          { name: join(dir, 'api', 'src', 'c.test.ts'), status: 'passed', assertionResults: [] },
        ],
      }),
    );
    const stage = (name: string, json?: string) => ({
      name,
      command: '',
      args: [],
      jestJson: json,
    });
    const summary = failureSummary(
      [
        { stage: stage('jest api', jestJson), outcome: 'failed', seconds: 1, startedAt: 0 },
        { stage: stage('lint'), outcome: 'failed', seconds: 1, startedAt: 0 },
        { stage: stage('format'), outcome: 'passed', seconds: 1, startedAt: 0 },
      ],
      dir,
      '/tmp/logs',
    );
    expect(summary).toContain('[test] jest api: api/src/a.test.ts › a sends the alert once');
    expect(summary).toContain('    Expected: 1\n    Received: 2');
    expect(summary).not.toContain('\u001b[');
    expect(summary.split('at frame').length - 1).toBeLessThan(12);
    expect(summary).not.toContain('a passes');
    expect(summary).toContain('[test] jest api: api/src/b.test.ts did not run\n    SyntaxError');
    expect(summary).not.toContain('c.test.ts');
    expect(summary).toContain('[test] lint failed: its output is above, and in /tmp/logs');
    expect(summary).not.toContain('format');
  });
});

describe('pnpm test:changed', () => {
  const workspace = readWorkspace(resolve(__dirname, '..', '..', '..'));

  it('runs the changed package and every package depending on it', () => {
    expect(projectsForChange(['shared/src/api/client.ts'], workspace, false)).toEqual([
      'shared',
      'host',
      'remote-auth',
      'remote-onboarding',
      'remote-billing',
      'remote-monitoring',
    ]);
    expect(projectsForChange(['contract/src/sites.ts'], workspace, true)).toEqual(
      expect.arrayContaining([
        'contract',
        'api (PGlite)',
        'api (PostgreSQL)',
        'tooling',
        'shared',
        'e2e',
      ]),
    );
  });

  it('runs the API on PostgreSQL too when a server is set, and nothing for words only', () => {
    // The CLI's suites drive the real API (cli/ depends on @vigil/api), so an API change runs them.
    expect(projectsForChange(['api/src/sites/service.ts'], workspace, false)).toEqual([
      'api (PGlite)',
      'cli',
    ]);
    expect(projectsForChange(['api/src/sites/service.ts'], workspace, true)).toEqual([
      'api (PGlite)',
      'api (PostgreSQL)',
      'cli',
    ]);
    expect(
      projectsForChange(['api/README.md', 'docs/decisions/015-x.md'], workspace, true),
    ).toEqual([]);
  });

  it('asks for the whole suite when the change is outside every package', () => {
    expect(projectsForChange(['jest.config.ts', 'host/src/app.tsx'], workspace, false)).toBeNull();
  });
});
