import { until } from '../../test/worker-process';
import { describeOnPostgres, useWorkerWorldWithSlowSite } from '../../test/worker-world';

jest.setTimeout(300_000);

describeOnPostgres('a worker killed mid-test (PostgreSQL only)', () => {
  // A slow page keeps the post scan running long enough to kill its worker in the middle.
  const world = useWorkerWorldWithSlowSite(6000);

  it('is finished by another worker: one test, one post scan, counted once', async () => {
    const { browser, token, teamId, siteId } = await world.freeTeamWithSite(world.site.origin);
    const [page] = await world.api.db.query<{ id: string }>(
      'INSERT INTO pages (account_id, site_id, page_url) VALUES ($1, $2, $3) RETURNING id',
      [teamId, siteId, `${world.site.origin}/pricing`],
    );
    const started = await browser.post('/v1/ops/test', { page_id: page!.id }, { token });
    expect(started.status).toBe(201);
    const testId: string = started.body[0].id;

    world.startWorker();
    // Killed mid-scan: its one scan job fetched and leased (see runningJobs).
    const scanJobs = () => world.runningJobs('scan.page');
    const running = await until(scanJobs, ({ leased }) => leased === 1, 90_000);
    expect(running).toEqual({ active: 1, leased: 1 });
    await world.killWorker(0);
    const read = async () => (await browser.get(`/v1/ops/test/${testId}`, { token })).body;
    expect(await read()).toMatchObject({ status: 'working' });

    world.startWorker();
    const finished = await until(read, (test) => test.status !== 'working', 240_000);
    expect(finished).toMatchObject({
      status: 'passed',
      pre_scan_source: 'none',
      is_baseline: true,
    });
    const counts = await world.api.db.query<{ tests: number; scans: number }>(
      `SELECT (SELECT count(*)::int FROM tests WHERE page_id = $1) AS tests,
              (SELECT count(*)::int FROM scans WHERE page_id = $1) AS scans`,
      [page!.id],
    );
    expect(counts[0]).toEqual({ tests: 1, scans: 1 });
    const usage = (await browser.get('/v1/auth/account', { token })).body.usage;
    expect(usage).toMatchObject({ tests: 1, scans: 1 });
  });
});
