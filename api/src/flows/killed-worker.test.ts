import { until } from '../../test/worker-process';
import { describeOnPostgres, useWorkerWorldWithSlowSite } from '../../test/worker-world';

jest.setTimeout(300_000);

describeOnPostgres('a worker killed in the middle of a flow run (PostgreSQL only)', () => {
  // A slow page keeps the scan node's scan running long enough to kill its worker.
  const world = useWorkerWorldWithSlowSite(6000);

  it('is finished by another worker: each node once, each object once, counted once', async () => {
    const { browser, token, teamId, siteId } = await world.freeTeamWithSite(world.site.origin);
    await world.api.db.query(
      'INSERT INTO pages (account_id, site_id, page_url) VALUES ($1, $2, $3)',
      [teamId, siteId, `${world.site.origin}/pricing`],
    );
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
      { flow_id: flow.body.id, site_id: siteId },
      { token },
    );
    expect(started.status).toBe(201);

    world.startWorker();
    // Killed mid-scan: its one scan job fetched and leased (see runningJobs).
    const scanJobs = () => world.runningJobs('scan.page');
    const running = await until(scanJobs, ({ leased }) => leased === 1, 90_000);
    expect(running).toEqual({ active: 1, leased: 1 });
    await world.killWorker(0);
    const read = async () =>
      (await browser.get(`/v1/ops/flowrun/${started.body.id}`, { token })).body;
    expect(await read()).toMatchObject({ status: 'working' });

    world.startWorker();
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
    const counts = await world.api.db.query<{ tests: number; scans: number }>(
      `SELECT (SELECT count(*)::int FROM tests WHERE site_id = $1) AS tests,
              (SELECT count(*)::int FROM scans WHERE site_id = $1) AS scans`,
      [siteId],
    );
    expect(counts[0]).toEqual({ tests: 1, scans: 2 });
    const usage = (await browser.get('/v1/auth/account', { token })).body.usage;
    expect(usage).toMatchObject({ tests: 1, scans: 2, flowruns: 1 });
  });
});
