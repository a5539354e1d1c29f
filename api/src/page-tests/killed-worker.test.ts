import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../test/databases';
import { Browser, signUpWithTeam } from '../../test/harness';
import { killWorker, startWorker, until } from '../../test/worker-process';
import { testEnv } from '../env';
import { startRuntime, type Runtime } from '../runtime';
import { startFixtureSite, type FixtureSite } from './fixture-pages';

jest.setTimeout(300_000);

// Separate worker processes share a database server: PostgreSQL only (as crawl/killed-worker).
const describeOnPostgres = onPostgres() ? describe : describe.skip;

describeOnPostgres('a worker killed mid-test (PostgreSQL only)', () => {
  let database: TestDatabase;
  let site: FixtureSite;
  let dataDir: string;
  let api: Runtime;
  const workers: ChildProcess[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    // A slow page keeps the post scan running long enough to kill its worker in the middle.
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

  it('is finished by another worker: one test, one post scan, counted once', async () => {
    const browser = new Browser(api.app!);
    const { session, team } = await signUpWithTeam(browser);
    const token = session.token;
    await api.db.query("UPDATE accounts SET type = 'free' WHERE id = $1", [team.id]);
    const [siteRow] = await api.db.query<{ id: string }>(
      'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
      [team.id, site.origin],
    );
    const [page] = await api.db.query<{ id: string }>(
      'INSERT INTO pages (account_id, site_id, page_url) VALUES ($1, $2, $3) RETURNING id',
      [team.id, siteRow!.id, `${site.origin}/pricing`],
    );
    const started = await browser.post('/v1/ops/test', { page_id: page!.id }, { token });
    expect(started.status).toBe(201);
    const testId: string = started.body[0].id;

    workers.push(startWorker(database.databaseUrl!, dataDir));
    const activeScanJobs = async () =>
      (
        await api.db.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'scan.page' AND state = 'active'",
        )
      )[0]!.count;
    expect(await until(activeScanJobs, (count) => count === 1, 90_000)).toBe(1);
    await killWorker(workers[0]!, 'SIGKILL');
    const read = async () => (await browser.get(`/v1/ops/test/${testId}`, { token })).body;
    expect(await read()).toMatchObject({ status: 'working' });

    workers.push(startWorker(database.databaseUrl!, dataDir));
    const finished = await until(read, (test) => test.status !== 'working', 240_000);
    expect(finished).toMatchObject({
      status: 'passed',
      pre_scan_source: 'none',
      is_baseline: true,
    });
    const counts = await api.db.query<{ tests: number; scans: number }>(
      `SELECT (SELECT count(*)::int FROM tests WHERE page_id = $1) AS tests,
              (SELECT count(*)::int FROM scans WHERE page_id = $1) AS scans`,
      [page!.id],
    );
    expect(counts[0]).toEqual({ tests: 1, scans: 1 });
    const usage = (await browser.get('/v1/auth/account', { token })).body.usage;
    expect(usage).toMatchObject({ tests: 1, scans: 1 });
  });
});
