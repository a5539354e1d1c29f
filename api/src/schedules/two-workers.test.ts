import { until, workerReady } from '../../test/worker-process';
import { describeOnPostgres, useWorkerWorld } from '../../test/worker-world';
import { fireScheduleJob } from '../jobs/kinds';
import { nextRun, nextRuns } from './next-runs';

jest.setTimeout(300_000);

/** The workers' fake clock runs this many times as fast as the real one: 10 minutes in 20 s. */
const SPEED = 30;

describeOnPostgres('a schedule with 2 worker processes on a fake clock (PostgreSQL only)', () => {
  const world = useWorkerWorld();

  it('fires each slot of a 10-min schedule once, at its offset, each fire run once', async () => {
    const { browser, token, teamId, siteId } = await world.freeTeamWithSite('http://127.0.0.1:9');
    // One page, and the plan's scans used up: each fire records its unit as skipped (no browser).
    await world.api.db.query(
      'INSERT INTO pages (account_id, site_id, page_url) VALUES ($1, $2, $3)',
      [teamId, siteId, 'http://127.0.0.1:9/'],
    );
    await world.api.db.query('UPDATE accounts SET usage_scans = 1000000 WHERE id = $1', [teamId]);
    const created = await browser.post(
      '/v1/ops/schedule',
      {
        scope: 'site',
        resources: [siteId],
        task_type: 'scan',
        frequency: '10-min',
        time: '00:00',
        timezone: 'Europe/Berlin',
        status: 'Paused',
      },
      { token },
    );
    expect(created.status).toBe(201);

    // Both workers read the same fake clock: it started when they did and runs SPEED times fast.
    const realStart = Date.now();
    const clock = () => new Date(realStart + (Date.now() - realStart) * SPEED);
    const env = { VIGIL_SCHEDULER_CLOCK: `${realStart},${realStart},${SPEED}` };
    await Promise.all([workerReady(world.startWorker(env)), workerReady(world.startWorker(env))]);

    // Resumed on the fake clock: its next slot, then three more 10 minutes apart.
    const [row] = await world.api.db.query<{ id: string; time_created: Date }>(
      'SELECT id, time_created FROM schedules WHERE id = $1',
      [created.body.id],
    );
    const timing = {
      frequency: '10-min' as const,
      cron: null,
      time: '00:00',
      timezone: 'Europe/Berlin',
      anchor: row!.time_created,
      key: row!.id,
    };
    const first = nextRun(timing, new Date(clock().getTime() + 60_000));
    const slots = [first, ...nextRuns(timing, first, 3)];
    await world.api.db.query(
      `UPDATE schedules SET status = 'Active', next_run_at = $2 WHERE id = $1`,
      [row!.id, first],
    );
    // Paused again 5 fake minutes after the fourth slot: no fifth one.
    const pauseAt = slots[3]!.getTime() + 5 * 60_000;
    await new Promise((done) => setTimeout(done, (pauseAt - clock().getTime()) / SPEED));
    await world.api.db.query(`UPDATE schedules SET status = 'Paused' WHERE id = $1`, [row!.id]);

    const runs = await until(
      () =>
        world.api.db.query<{ due_at: Date; outcome: string; skipped: number }>(
          `SELECT due_at, outcome, skipped FROM schedule_runs WHERE schedule_id = $1
           ORDER BY due_at`,
          [row!.id],
        ),
      (rows) => rows.every((run) => run.outcome !== 'pending'),
      30_000,
    );
    expect(runs).toEqual(slots.map((due) => ({ due_at: due, outcome: 'skipped', skipped: 1 })));
    // Fired by the workers' schedulers as they claimed them: no fallback job left to run.
    const jobs = await world.api.db.query('SELECT 1 FROM pgboss.job WHERE name = $1', [
      fireScheduleJob.name,
    ]);
    expect(jobs).toEqual([]);
  });
});
