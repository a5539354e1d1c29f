import { alertJobs } from '../alerts/jobs';
import { RUN_KINDS } from '../engine/run-kinds';
import { testEnv } from '../env';
import { flowEngineDeps, flowJobs } from '../flows/jobs';
import { runFinished } from '../engine/pipeline';
import { createScheduleService } from '../schedules/service';
import { startReceiver } from '../../test/receiver-fixture';
import { flowWorld } from '../../test/flow-world';

jest.setTimeout(300_000);

/**
 * One delivery log (issue 41): an alert's action and a flow's notification node are each one
 * row of it, with their status and attempts, and a delivery that fails for good is failed once.
 */
const world = flowWorld();
let secret = '';
const receiver = startReceiver(() => secret);
afterAll(async () => (await receiver).close());

type Job = { name: string; data: Record<string, string> };
const logOf = (where: string, id: string) =>
  world.t.db.query<{ status: string; attempts: number; error: string | null; action: string }>(
    `SELECT status, attempts, error, action FROM deliveries WHERE ${where} = $1`,
    [id],
  );
const env = () =>
  testEnv({ VIGIL_OUTBOX_DIR: world.outboxDir, VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' });

/** A team's alert with a webhook action, on a scan schedule of one page, run to the scan's end. */
async function firedAlert(): Promise<{ token: string; alertId: string; jobs: Job[] }> {
  const { token, teamId, siteId } = await world.team('free');
  const call = (url: string, body: object) => world.browser.post(url, body, { token });
  const alert = await call('/v1/ops/alert', {
    name: 'Any scan',
    expressions: [{ metric: 'health', operator: '>=', value: 0 }],
    actions: [{ type: 'webhook', target: (await receiver).url }],
  });
  secret = alert.body.webhook_secret;
  const schedule = await call('/v1/ops/schedule', {
    scope: 'site',
    resources: [siteId],
    task_type: 'scan',
    frequency: 'daily',
    alert_id: alert.body.id,
  });
  await createScheduleService(world.t.db, world.queue, RUN_KINDS).runNow(teamId, schedule.body.id);
  const jobs: Job[] = [];
  await world.work((job) => void (job.name === 'alert.deliver' && jobs.push(job)));
  return { token, alertId: alert.body.id, jobs };
}

/** A team's flow of one webhook node, started; the node's job (queued, not yet run). */
async function startedWebhookFlow() {
  const { token, teamId, siteId } = await world.team('free');
  const flow = await world.browser.post(
    '/v1/ops/flow',
    {
      title: 'Tell the hook',
      nodes: [{ id: '1', data: { task_type: 'webhook', uri: (await receiver).url } }],
      edges: [],
    },
    { token },
  );
  secret = flow.body.webhook_secret;
  const runId = await world.startRun(teamId, { flow_id: flow.body.id, site_id: siteId });
  const [flowNode] = flowJobs(
    flowEngineDeps(world.t.db, env(), world.queue, {
      kinds: RUN_KINDS,
      runFinished: (run) => runFinished({ db: world.t.db, env: env(), queue: world.queue }, run),
    }),
  );
  const job = world.queued.splice(0).find((queued) => queued.name === 'flow.node')!;
  return { token, runId, node: flowNode!, data: job.data as { flowrunId: string; nodeId: string } };
}

describe('the delivery log', () => {
  it('holds an alert’s delivery and a flow node’s, each sent once with its attempts', async () => {
    const { token, alertId, jobs } = await firedAlert();
    expect(jobs).toHaveLength(2); // one per page scanned
    const [deliver] = alertJobs(world.t.db, env());
    for (const job of jobs) await deliver!.handle(job.data as { deliveryId: string });
    const listed = await world.browser.get(`/v1/ops/alert/${alertId}/deliveries`, { token });
    expect(listed.body.results).toEqual([
      expect.objectContaining({ action: 'webhook', status: 'sent', attempts: 1, error: null }),
      expect.objectContaining({ action: 'webhook', status: 'sent', attempts: 1, error: null }),
    ]);

    const flow = await startedWebhookFlow();
    await flow.node.handle(flow.data);
    const run = (await world.browser.get(`/v1/ops/flowrun/${flow.runId}`, { token: flow.token }))
      .body;
    expect(run.status).toBe('passed');
    const [delivery] = run.states[0].objects;
    const [row] = await logOf('id', delivery.id);
    expect(row).toEqual({ status: 'sent', attempts: 1, error: null, action: 'webhook' });
    // The receiver was called with the logged delivery's id, once per delivery.
    const hook = await receiver;
    expect(hook.received.at(-1)!.headers['x-vigil-delivery']).toBe(delivery.id);
    expect(hook.received).toHaveLength(3);
  });

  it('counts each failed attempt and records a final failure once, for alerts and flows', async () => {
    const hook = await receiver;
    const { jobs } = await firedAlert();
    const flow = await startedWebhookFlow();
    hook.state.failWith = 500;
    const [deliver] = alertJobs(world.t.db, env());
    const alertJob = jobs[0]!.data as { deliveryId: string };
    const tries = [
      () => deliver!.handle(alertJob),
      () => deliver!.handle(alertJob),
      () => flow.node.handle(flow.data),
      () => flow.node.handle(flow.data),
    ];
    for (const attempt of tries) await expect(attempt()).rejects.toThrow(/500/);
    // The queue gives up (twice, as a worker that died would report it again): failed once.
    for (let n = 0; n < 2; n++) {
      await deliver!.onFinalFailure!(alertJob, 'job failed for good');
      await flow.node.onFinalFailure!(flow.data, 'job failed for good');
    }
    hook.state.failWith = 0;
    await deliver!.handle(alertJob); // a failed delivery is never sent again
    const alertRow = (await logOf('id', alertJob.deliveryId))[0];
    const flowRow = (await logOf('flowrun_id', flow.runId))[0];
    for (const row of [alertRow, flowRow])
      expect(row).toEqual({
        status: 'failed',
        attempts: 2,
        error: expect.stringMatching(/500/),
        action: 'webhook',
      });
    const run = (await world.browser.get(`/v1/ops/flowrun/${flow.runId}`, { token: flow.token }))
      .body;
    expect(run.status).toBe('failed');
    expect(run.states[0].objects).toEqual([
      { type: 'delivery', id: expect.any(String), status: 'failed' },
    ]);
  });
});
