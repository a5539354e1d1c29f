import { until } from '../../test/worker-process';
import { startFixtureHosts } from '../../test/fixture-hosts';
import { describeOnPostgres, useWorkerWorld } from '../../test/worker-world';

jest.setTimeout(300_000);

describeOnPostgres('a worker killed mid-migration (PostgreSQL only)', () => {
  const world = useWorkerWorld();
  let hosts: Awaited<ReturnType<typeof startFixtureHosts>>;
  beforeAll(async () => {
    // Slow pages keep a scan running long enough to kill its worker in the middle.
    hosts = await startFixtureHosts({ delayMs: 6000 });
  });
  afterAll(async () => {
    await hosts?.close();
  });

  it('is finished by another worker: each scan made and counted once, the migration ended', async () => {
    const { browser, token, siteId } = await world.freeTeamWithSite(hosts.production.origin);
    const started = await browser.post(
      `/v1/ops/site/${siteId}/migration`,
      { base_url: hosts.staging.origin, paths: ['/same', '/gone'] },
      { token },
    );
    expect(started.status).toBe(201);
    const id: string = started.body.id;

    world.startWorker();
    // Killed mid-scan: every scan job it fetched is leased (see runningJobs).
    const scanJobs = () => world.runningJobs('scan.page');
    const running = await until(
      scanJobs,
      ({ active, leased }) => leased >= 1 && leased === active,
      90_000,
    );
    expect(running.leased).toBeGreaterThanOrEqual(1);
    await world.killWorker(0);
    const read = async () => (await browser.get(`/v1/ops/migration/${id}`, { token })).body;
    expect(await read()).toMatchObject({ status: 'working' });

    world.startWorker();
    const finished = await until(read, (migration) => migration.status !== 'working', 240_000);
    if (finished.status === 'working')
      console.error('still working; jobs:', await world.jobStates());
    expect(finished).toMatchObject({ status: 'failed', paths_done: 2, paths_failed: 1 });
    const byPath = Object.fromEntries(
      finished.paths.map((path: { path: string }) => [path.path, path]),
    );
    expect(byPath['/same']).toMatchObject({ status: 'passed', score: 100 });
    expect(byPath['/gone']).toMatchObject({
      status: 'failed',
      error: 'the other host could not be visited: HTTP 404',
    });
    const [counts] = await world.api.db.query<{ scans: number; paths: number }>(
      `SELECT (SELECT count(*)::int FROM scans WHERE site_id = $1) AS scans,
              (SELECT count(*)::int FROM site_migration_paths WHERE migration_id = $2) AS paths`,
      [siteId, id],
    );
    expect(counts).toEqual({ scans: 4, paths: 2 });
    const usage = (await browser.get('/v1/auth/account', { token })).body.usage;
    expect(usage).toMatchObject({ tests: 2, scans: 4 });
  });
});
