import { startReceiver } from '../alerts/receiver-fixture';
import type { Queue } from '../jobs/queue';
import { fireRun } from '../schedules/fire';
import { flowWorld } from './flow-world';

jest.setTimeout(300_000);

const world = flowWorld();

/** scan → test (score < 90?) → issue when true, webhook when false. */
const flowBody = (hook: string) => ({
  title: 'Watch the shop',
  nodes: [
    { id: '1', data: { task_type: 'scan' } },
    {
      id: '2',
      data: {
        task_type: 'test',
        threshold: 10,
        conditions: [{ metric: 'test_score', operator: '<', value: 90 }],
      },
    },
    { id: '3', data: { task_type: 'issue', title: 'A page changed', details: 'Look at it.' } },
    { id: '4', data: { task_type: 'webhook', uri: hook } },
  ],
  edges: [
    { id: 'a', source: '1', target: '2' },
    { id: 't', source: '2', target: '3', branch: 'true' },
    { id: 'f', source: '2', target: '4', branch: 'false' },
  ],
});

describe('a flow run', () => {
  it('scans, tests, and sends the changed page to the issue and the unchanged one to the webhook', async () => {
    const { token, siteId, teamId } = await world.team('free');
    let secret = '';
    const receiver = await startReceiver(() => secret);
    try {
      const flow = await world.browser.post('/v1/ops/flow', flowBody(receiver.url), { token });
      expect(flow.status).toBe(201);
      secret = flow.body.webhook_secret;
      const start = () => world.startRun(teamId, { flow_id: flow.body.id, site_id: siteId });
      const read = async (id: string) =>
        (await world.browser.get(`/v1/ops/flowrun/${id}`, { token })).body;

      const first = await start();
      // The page changes after the scan node and before the test node's own scans.
      await world.work((job) => {
        if (job.name === 'flow.node' && job.data.nodeId === '2') world.redraw();
      });
      const run = await read(first);
      expect(run.status).toBe('passed');
      expect(run.states.map((s: { status: string }) => s.status)).toEqual([
        'passed',
        'passed',
        'passed',
        'passed',
      ]);
      const [scans, tests, issue, hook] = run.states.map(
        (s: { objects: { type: string; id: string; status: string }[] }) => s.objects,
      );
      expect(scans).toHaveLength(2);
      expect(tests.map((o: { type: string }) => o.type)).toEqual(['test', 'test']);
      expect(issue).toEqual([{ type: 'issue', id: expect.any(String), status: 'passed' }]);
      expect(hook).toEqual([{ type: 'delivery', id: expect.any(String), status: 'passed' }]);

      // The issue names the changed page's test; the webhook carried the unchanged one's.
      const raised = await world.browser.get(`/v1/ops/issue/${issue[0].id}`, { token });
      expect(raised.body).toMatchObject({ title: 'A page changed', status: 'open' });
      expect(receiver.received).toHaveLength(1);
      const delivered = receiver.received[0]!;
      expect(delivered.verified).toBe(true);
      const sent = delivered.body.objects as { id: string }[];
      expect(sent).toHaveLength(1);
      const stableTest = await world.browser.get(`/v1/ops/test/${sent[0]!.id}`, { token });
      expect(stableTest.body.page_url).toBe(`${world.origin}/stable`);
      expect(raised.body.details).toContain(
        tests.find((t: { id: string }) => t.id !== sent[0]!.id).id,
      );
      expect(run.logs.at(-1).message).toBe('flowrun completed with status: PASSED');
      expect(run.logs.map((l: { message: string }) => l.message)).toContainEqual(
        expect.stringMatching(
          /^passed: 2 object\(s\): 2 passed, 0 failed; true → 3: 1, false → 4: 1$/,
        ),
      );

      // Nothing changes the second time: the true branch gets nothing and is skipped.
      const second = await start();
      await world.work();
      const again = await read(second);
      expect(again.status).toBe('passed');
      expect(again.states.map((s: { status: string }) => s.status)).toEqual([
        'passed',
        'passed',
        'skipped',
        'passed',
      ]);
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received[1]!.body.objects).toHaveLength(2);
      // Each object made once: 2 scans and 2 tests per run.
      const counts = await world.t.db.query<{ scans: number; tests: number }>(
        `SELECT (SELECT count(*)::int FROM scans WHERE site_id = $1) AS scans,
                (SELECT count(*)::int FROM tests WHERE site_id = $1) AS tests`,
        [siteId],
      );
      expect(counts[0]).toEqual({ scans: 8, tests: 4 });
    } finally {
      await receiver.close();
    }
  });
});

describe('a flow run that waits', () => {
  it('holds no worker while it waits, and a cancel stops its pending nodes', async () => {
    const { token, teamId, siteId } = await world.team('free');
    const flow = await world.browser.post(
      '/v1/ops/flow',
      {
        nodes: [
          { id: 'w', data: { task_type: 'wait', seconds: 60 } },
          { id: 'i', data: { task_type: 'issue', title: 'Never raised' } },
        ],
        edges: [{ id: 'e', source: 'w', target: 'i' }],
      },
      { token },
    );
    const runId = await world.startRun(teamId, { flow_id: flow.body.id, site_id: siteId });
    await world.work(undefined, 1);
    // The wait's job ended and queued itself again for about a minute later.
    expect(world.queued).toEqual([
      { name: 'flow.node', data: { flowrunId: runId, nodeId: 'w' }, startAfter: 60 },
    ]);
    const cancelled = await world.browser.post(`/v1/ops/flowrun/${runId}/cancel`, {}, { token });
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      states: [
        { node_id: 'w', status: 'failed', error: 'cancelled' },
        { node_id: 'i', status: 'skipped' },
      ],
    });
    await world.work();
    const after = await world.browser.get(`/v1/ops/flowrun/${runId}`, { token });
    expect(after.body).toEqual(cancelled.body);
    const issues = await world.t.db.query('SELECT 1 FROM issues WHERE account_id = $1', [teamId]);
    expect(issues).toHaveLength(0);
  });
});

describe('a flowrun schedule', () => {
  it('runs its flow on each site in scope; it needs a flow of the team', async () => {
    const { token, teamId, siteId } = await world.team('free');
    const flow = await world.browser.post(
      '/v1/ops/flow',
      { nodes: [{ id: '1', data: { task_type: 'issue', title: 'Scheduled check' } }] },
      { token },
    );
    const body = { scope: 'site', resources: [siteId], task_type: 'flowrun', frequency: 'daily' };
    const missing = await world.browser.post('/v1/ops/schedule', body, { token });
    expect(missing.body).toMatchObject({ field: 'flow_id' });
    const created = await world.browser.post(
      '/v1/ops/schedule',
      { ...body, flow_id: flow.body.id },
      { token },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ task_type: 'flowrun', flow_id: flow.body.id });
    const [slot] = await world.t.db.query<{ id: string }>(
      `INSERT INTO schedule_runs (schedule_id, due_at, outcome) VALUES ($1, now(), 'pending')
       RETURNING id`,
      [created.body.id],
    );
    const fired = await fireRun(world.t.db, world.queue as Queue, slot!.id);
    expect(fired).toMatchObject({ outcome: 'ran', objects: [{ type: 'flowrun' }] });
    await world.work();
    const run = await world.browser.get(`/v1/ops/flowrun/${fired.objects[0]!.id}`, { token });
    expect(run.body).toMatchObject({ status: 'passed', flow_id: flow.body.id, site_id: siteId });
    const usage = await world.t.db.query<{ usage_flowruns: number }>(
      'SELECT usage_flowruns FROM accounts WHERE id = $1',
      [teamId],
    );
    expect(usage[0]!.usage_flowruns).toBe(1);
  });
});

describe("a node's job run twice", () => {
  it('makes the node objects once and ends the node once (a retry after a worker died)', async () => {
    const { token, teamId, siteId } = await world.team('free');
    const flow = await world.browser.post(
      '/v1/ops/flow',
      {
        nodes: [
          { id: 's', data: { task_type: 'scan' } },
          { id: 'i', data: { task_type: 'issue', title: 'Scanned' } },
        ],
        edges: [{ id: 'e', source: 's', target: 'i' }],
      },
      { token },
    );
    const runId = await world.startRun(teamId, { flow_id: flow.body.id, site_id: siteId });
    // The same job twice at once, as when a lapsed lease hands it to a second worker.
    world.queued.push({ ...world.queued[0]! });
    await world.work();
    const run = (await world.browser.get(`/v1/ops/flowrun/${runId}`, { token })).body;
    expect(run.status).toBe('passed');
    expect(run.states[0].objects).toHaveLength(2);
    const messages = run.logs.map((line: { message: string }) => line.message);
    expect(messages.filter((m: string) => m.startsWith('started: scan'))).toHaveLength(1);
    expect(messages.filter((m: string) => m.startsWith('queued: issue'))).toHaveLength(1);
    const scans = await world.t.db.query('SELECT 1 FROM scans WHERE site_id = $1', [siteId]);
    expect(scans).toHaveLength(2);
  });
});
