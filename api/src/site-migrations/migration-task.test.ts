import { RUN_KINDS } from '../engine/run-kinds';
import { createScheduleService } from '../schedules/service';
import { flowWorld } from '../../test/flow-world';

jest.setTimeout(300_000);

/**
 * A site migration as a schedule's and a flow node's task (issue 41): it repeats the site's
 * latest migration, and its end is followed like any run's (alerts, waiting flow nodes).
 */
const world = flowWorld();

/** A team whose site was compared once with `base` on `paths` (the migration to repeat). */
async function teamWithMigration(paths: string[]) {
  const team = await world.team('free');
  const made = await world.browser.post(
    `/v1/ops/site/${team.siteId}/migration`,
    { base_url: world.origin, paths, threshold: 50 },
    { token: team.token },
  );
  expect(made.status).toBe(201);
  return { ...team, first: made.body.id as string };
}

const get = async (url: string, token: string) => (await world.browser.get(url, { token })).body;

/** A flow of one migration node, run on the team's site to its end; the run as read. */
async function runMigrationFlow(team: { token: string; teamId: string; siteId: string }) {
  const flow = await world.browser.post(
    '/v1/ops/flow',
    { title: 'Compare hosts', nodes: [{ id: '1', data: { task_type: 'migration' } }], edges: [] },
    { token: team.token },
  );
  expect(flow.status).toBe(201);
  const runId = await world.startRun(team.teamId, { flow_id: flow.body.id, site_id: team.siteId });
  await world.work();
  return get(`/v1/ops/flowrun/${runId}`, team.token);
}

describe('a site migration as a schedule task', () => {
  it('fires the site’s latest migration again, and its end notifies the schedule’s alert', async () => {
    const { token, teamId, siteId, first } = await teamWithMigration(['/stable']);
    const call = (url: string, body: object) => world.browser.post(url, body, { token });
    const alert = await call('/v1/ops/alert', {
      name: 'Hosts agree',
      expressions: [{ metric: 'migration_status', operator: '==', value: 'passed' }],
      actions: [{ type: 'email', target: 'qa@example.com' }],
    });
    const body = {
      scope: 'site',
      resources: [siteId],
      task_type: 'migration',
      frequency: 'daily',
      alert_id: alert.body.id,
    };
    const cost = await call('/v1/ops/schedule/preview', body);
    expect(cost.body).toMatchObject({ usage: 'tests', units_per_run: 1, runs_per_month: 30 });
    const schedule = await call('/v1/ops/schedule', body);
    expect(schedule.status).toBe(201);

    // Run now, as the route does, with this world's queue (the test app has none).
    const service = createScheduleService(world.t.db, world.queue, RUN_KINDS);
    const fired = await service.runNow(teamId, schedule.body.id);
    expect(fired).toMatchObject({ outcome: 'ran', objects: [{ type: 'migration' }] });
    const id = fired.objects[0]!.id;
    expect(id).not.toBe(first);
    await world.work();

    const migration = await get(`/v1/ops/migration/${id}`, token);
    expect(migration).toMatchObject({ status: 'passed', base_url: world.origin, threshold: 50 });
    expect(migration.paths.map((p: { path: string }) => p.path)).toEqual(['/stable']);
    const log = await get(`/v1/ops/alert/${alert.body.id}/deliveries`, token);
    expect(log.results).toEqual([
      expect.objectContaining({ kind: 'failing', action: 'email', target: 'qa@example.com' }),
    ]);
  });

  it('fails the unit with what to do when the site has no migration to repeat', async () => {
    const { token, teamId, siteId } = await world.team('free');
    const schedule = await world.browser.post(
      '/v1/ops/schedule',
      { scope: 'site', resources: [siteId], task_type: 'migration', frequency: 'daily' },
      { token },
    );
    const service = createScheduleService(world.t.db, world.queue, RUN_KINDS);
    const fired = await service.runNow(teamId, schedule.body.id);
    expect(fired).toMatchObject({ outcome: 'failed', objects: [] });
    expect(fired.error).toMatch(/no migration to repeat/);
  });
});

describe('a site migration as a flow node', () => {
  it('passes the flow run when the hosts agree', async () => {
    const team = await teamWithMigration(['/stable']);
    const run = await runMigrationFlow(team);
    expect(run.status).toBe('passed');
    const [objects] = run.states.map((s: { objects: object[] }) => s.objects);
    expect(objects).toEqual([{ type: 'migration', id: expect.any(String), status: 'passed' }]);
  });

  it('fails the flow run when the migration fails', async () => {
    // The path answers 404 on both hosts: it cannot be compared, so the migration fails.
    const team = await teamWithMigration(['/nowhere']);
    const run = await runMigrationFlow(team);
    expect(run.status).toBe('failed');
    expect(run.states[0]).toMatchObject({
      status: 'failed',
      objects: [{ type: 'migration', status: 'failed' }],
    });
  });

  it('fails the node with the reason when the site has no migration yet', async () => {
    const run = await runMigrationFlow(await world.team('free'));
    expect(run.status).toBe('failed');
    expect(run.states[0].error).toMatch(/no migration to repeat/);
  });
});
