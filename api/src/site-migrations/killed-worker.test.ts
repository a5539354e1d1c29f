import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../test/databases';
import { Browser, signUpWithTeam } from '../../test/harness';
import { killWorker, startWorker, until } from '../../test/worker-process';
import { testEnv } from '../env';
import { startRuntime, type Runtime } from '../runtime';
import { startFixtureHosts } from './fixture-hosts';

jest.setTimeout(300_000);

// Separate worker processes share a database server: PostgreSQL only (as page-tests/killed-worker).
const describeOnPostgres = onPostgres() ? describe : describe.skip;

describeOnPostgres('a worker killed mid-migration (PostgreSQL only)', () => {
  let database: TestDatabase;
  let hosts: Awaited<ReturnType<typeof startFixtureHosts>>;
  let dataDir: string;
  let api: Runtime;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    // Slow pages keep a scan running long enough to kill its worker in the middle.
    hosts = await startFixtureHosts({ delayMs: 6000 });
    dataDir = mkdtempSync(join(tmpdir(), 'vigil-migration-worker-'));
    api = await startRuntime(
      testEnv({ DATABASE_URL: database.databaseUrl!, VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' }),
      { http: true, workers: false },
    );
  });
  afterAll(async () => {
    for (const worker of workers) await killWorker(worker, 'SIGKILL');
    await api?.close();
    await hosts?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is finished by another worker: each scan made and counted once, the migration ended', async () => {
    const browser = new Browser(api.app!);
    const { session, team } = await signUpWithTeam(browser);
    const token = session.token;
    await api.db.query("UPDATE accounts SET type = 'free' WHERE id = $1", [team.id]);
    const [site] = await api.db.query<{ id: string }>(
      'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
      [team.id, hosts.production.origin],
    );
    const started = await browser.post(
      `/v1/ops/site/${site!.id}/migration`,
      { base_url: hosts.staging.origin, paths: ['/same', '/gone'] },
      { token },
    );
    expect(started.status).toBe(201);
    const id: string = started.body.id;

    workers.push(startWorker(database.databaseUrl!, dataDir));
    const activeScanJobs = async () =>
      (
        await api.db.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'scan.page' AND state = 'active'",
        )
      )[0]!.count;
    expect(await until(activeScanJobs, (count) => count >= 1, 90_000)).toBeGreaterThanOrEqual(1);
    await killWorker(workers[0]!, 'SIGKILL');
    const read = async () => (await browser.get(`/v1/ops/migration/${id}`, { token })).body;
    expect(await read()).toMatchObject({ status: 'working' });

    workers.push(startWorker(database.databaseUrl!, dataDir));
    const finished = await until(read, (migration) => migration.status !== 'working', 240_000);
    expect(finished).toMatchObject({ status: 'failed', paths_done: 2, paths_failed: 1 });
    const byPath = Object.fromEntries(
      finished.paths.map((path: { path: string }) => [path.path, path]),
    );
    expect(byPath['/same']).toMatchObject({ status: 'passed', score: 100 });
    expect(byPath['/gone']).toMatchObject({
      status: 'failed',
      error: 'the other host could not be visited: HTTP 404',
    });
    const [counts] = await api.db.query<{ scans: number; paths: number }>(
      `SELECT (SELECT count(*)::int FROM scans WHERE site_id = $1) AS scans,
              (SELECT count(*)::int FROM site_migration_paths WHERE migration_id = $2) AS paths`,
      [site!.id, id],
    );
    expect(counts).toEqual({ scans: 4, paths: 2 });
    const usage = (await browser.get('/v1/auth/account', { token })).body.usage;
    expect(usage).toMatchObject({ tests: 2, scans: 4 });
  });
});
