import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../test/databases';
import { Browser, signUpWithTeam } from '../../test/harness';
import { killWorker, startWorker, until } from '../../test/worker-process';
import { testEnv } from '../env';
import { startFixtureSite, type FixtureSite } from '../page-tests/fixture-pages';
import { startRuntime, type Runtime } from '../runtime';

jest.setTimeout(300_000);

// Separate worker processes share a database server: PostgreSQL only (as page-tests/).
const describeOnPostgres = onPostgres() ? describe : describe.skip;

describeOnPostgres('a worker killed in the middle of a flow run (PostgreSQL only)', () => {
  let database: TestDatabase;
  let site: FixtureSite;
  let dataDir: string;
  let api: Runtime;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    // A slow page keeps the scan node's scan running long enough to kill its worker.
    site = await startFixtureSite({ delayMs: 6000 });
    dataDir = mkdtempSync(join(tmpdir(), 'vigil-test-worker-'));
    api = await startRuntime(
      testEnv({ DATABASE_URL: database.databaseUrl!, VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' }),
      { http: true, workers: false },
    );
  });
  afterAll(async () => {
    for (const worker of workers) await killWorker(worker, 'SIGKILL');
    await api?.close();
    await site?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is finished by another worker: each node once, each object once, counted once', async () => {
    const browser = new Browser(api.app!);
    const { session, team } = await signUpWithTeam(browser);
    const token = session.token;
    await api.db.query("UPDATE accounts SET type = 'free' WHERE id = $1", [team.id]);
    const [siteRow] = await api.db.query<{ id: string }>(
      'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
      [team.id, site.origin],
    );
    await api.db.query('INSERT INTO pages (account_id, site_id, page_url) VALUES ($1, $2, $3)', [
      team.id,
      siteRow!.id,
      `${site.origin}/pricing`,
    ]);
    const flow = await browser.post(
      '/v1/ops/flow',
      {
        nodes: [
          { id: 'scan', data: { task_type: 'scan' } },
          { id: 'test', data: { task_type: 'test' } },
        ],
        edges: [{ id: 'e', source: 'scan', target: 'test' }],
      },
      { token },
    );
    const started = await browser.post(
      '/v1/ops/flowrun',
      { flow_id: flow.body.id, site_id: siteRow!.id },
      { token },
    );
    expect(started.status).toBe(201);

    workers.push(startWorker(database.databaseUrl!, dataDir));
    const activeScanJobs = async () =>
      (
        await api.db.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'scan.page' AND state = 'active'",
        )
      )[0]!.count;
    expect(await until(activeScanJobs, (count) => count === 1, 90_000)).toBe(1);
    await killWorker(workers[0]!, 'SIGKILL');
    const read = async () =>
      (await browser.get(`/v1/ops/flowrun/${started.body.id}`, { token })).body;
    expect(await read()).toMatchObject({ status: 'working' });

    workers.push(startWorker(database.databaseUrl!, dataDir));
    const finished = await until(read, (run) => run.status !== 'working', 240_000);
    expect(finished.status).toBe('passed');
    expect(
      finished.states.map((s: { status: string; objects: unknown[] }) => [
        s.status,
        s.objects.length,
      ]),
    ).toEqual([
      ['passed', 1],
      ['passed', 1],
    ]);
    const logs = finished.logs.map((line: { message: string }) => line.message);
    expect(logs.filter((m: string) => m.startsWith('started: scan'))).toHaveLength(1);
    expect(logs.filter((m: string) => m.startsWith('started: test'))).toHaveLength(1);
    const counts = await api.db.query<{ tests: number; scans: number }>(
      `SELECT (SELECT count(*)::int FROM tests WHERE site_id = $1) AS tests,
              (SELECT count(*)::int FROM scans WHERE site_id = $1) AS scans`,
      [siteRow!.id],
    );
    expect(counts[0]).toEqual({ tests: 1, scans: 2 });
    const usage = (await browser.get('/v1/auth/account', { token })).body.usage;
    expect(usage).toMatchObject({ tests: 1, scans: 2, flowruns: 1 });
  });
});
