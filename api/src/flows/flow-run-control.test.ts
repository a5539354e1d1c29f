import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startReceiver } from '../../test/receiver-fixture';
import { fireRun } from '../schedules/fire';
import { flowWorld } from '../../test/flow-world';
import { RUN_KINDS } from '../engine/run-kinds';

jest.setTimeout(300_000);

const world = flowWorld();

describe('a flow run that waits', () => {
  it('holds no worker while it waits, and a cancel stops its pending nodes', async () => {
    const team = await world.team('free');
    const { token, teamId } = team;
    const { runId } = await world.runFlow(team, {
      nodes: [
        { id: 'w', data: { task_type: 'wait', seconds: 60 } },
        { id: 'i', data: { task_type: 'issue', title: 'Never raised' } },
      ],
      edges: [{ id: 'e', source: 'w', target: 'i' }],
    });
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
    const alert = await world.browser.post(
      '/v1/ops/alert',
      {
        name: 'Flow passed',
        expressions: [{ metric: 'flowrun_status', operator: '==', value: 'passed' }],
        actions: [{ type: 'email', target: 'ops@example.com' }],
      },
      { token },
    );
    const created = await world.browser.post(
      '/v1/ops/schedule',
      { ...body, flow_id: flow.body.id, alert_id: alert.body.id },
      { token },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ task_type: 'flowrun', flow_id: flow.body.id });
    const [slot] = await world.t.db.query<{ id: string }>(
      `INSERT INTO schedule_runs (schedule_id, due_at, outcome) VALUES ($1, now(), 'pending')
       RETURNING id`,
      [created.body.id],
    );
    const fired = await fireRun({ db: world.t.db, queue: world.queue, kinds: RUN_KINDS }, slot!.id);
    expect(fired).toMatchObject({ outcome: 'ran', objects: [{ type: 'flowrun' }] });
    await world.work();
    const run = await world.browser.get(`/v1/ops/flowrun/${fired.objects[0]!.id}`, { token });
    expect(run.body).toMatchObject({ status: 'passed', flow_id: flow.body.id, site_id: siteId });
    const usage = await world.t.db.query<{ usage_flowruns: number }>(
      'SELECT usage_flowruns FROM accounts WHERE id = $1',
      [teamId],
    );
    expect(usage[0]!.usage_flowruns).toBe(1);
    // The schedule's alert was evaluated on the finished run (flowrun_status).
    const deliveries = await world.t.db.query<{ kind: string; target: string }>(
      'SELECT kind, target FROM deliveries WHERE alert_id = $1',
      [alert.body.id],
    );
    expect(deliveries).toEqual([{ kind: 'failing', target: 'ops@example.com' }]);
  });
});

describe("a node's job run twice", () => {
  it('makes the node objects once and ends the node once (a retry after a worker died)', async () => {
    const team = await world.team('free');
    const { token, siteId } = team;
    const { runId } = await world.runFlow(team, {
      nodes: [
        { id: 's', data: { task_type: 'scan' } },
        { id: 'i', data: { task_type: 'issue', title: 'Scanned' } },
      ],
      edges: [{ id: 'e', source: 's', target: 'i' }],
    });
    // The same job twice at once, as when a lapsed lease hands it to a second worker.
    world.queued.push({ ...world.queued[0]! });
    await world.work();
    const run = await world.readRun(token, runId);
    expect(run.status).toBe('passed');
    expect(run.states[0].objects).toHaveLength(2);
    const messages = run.logs.map((line: { message: string }) => line.message);
    expect(messages.filter((m: string) => m.startsWith('started: scan'))).toHaveLength(1);
    expect(messages.filter((m: string) => m.startsWith('queued: issue'))).toHaveLength(1);
    const scans = await world.t.db.query('SELECT 1 FROM scans WHERE site_id = $1', [siteId]);
    expect(scans).toHaveLength(2);
  });
});

describe('notification nodes', () => {
  it('mails through the outbox; a Slack node without a connection fails the run, saying why', async () => {
    const team = await world.team('free');
    const { token } = team;
    const { runId } = await world.runFlow(team, {
      nodes: [
        { id: 'i', data: { task_type: 'issue', title: 'Look' } },
        {
          id: 'm',
          data: { task_type: 'email', email: 'ops@example.com', subject: 'Flow says hi' },
        },
        { id: 's', data: { task_type: 'slack', message: 'hi' } },
      ],
      edges: [
        { id: 'a', source: 'i', target: 'm' },
        { id: 'b', source: 'm', target: 's' },
      ],
    });
    await world.work();
    const run = await world.readRun(token, runId);
    expect(run.status).toBe('failed');
    expect(run.states).toMatchObject([
      { status: 'passed' },
      { status: 'passed', objects: [{ type: 'delivery', status: 'passed' }] },
      { status: 'failed', error: 'Slack is not connected' },
    ]);
    expect(run.logs.at(-1).message).toBe('flowrun completed with status: FAILED');
    const mails = readdirSync(world.outboxDir).map((file) =>
      readFileSync(join(world.outboxDir, file), 'utf8'),
    );
    const mail = mails.find((text) => text.includes('Flow says hi'));
    expect(mail).toContain('ops@example.com');
    // Quoted-printable soft line breaks joined again.
    expect(mail!.replace(/=\r?\n/g, '')).toContain(`/flowrun/${runId}`);
  });
});

describe('webhook nodes', () => {
  it("send the node's payload signed; a header Node refuses fails the node at once", async () => {
    const team = await world.team('free');
    const { token } = team;
    let secret = '';
    const receiver = await startReceiver(() => secret);
    try {
      const hook = (id: string, headers: Record<string, string>) => ({
        id,
        data: { task_type: 'webhook', uri: receiver.url, payload: '{"hello":"world"}', headers },
      });
      const { flow, runId } = await world.runFlow(team, {
        nodes: [
          hook('ok', { 'X-Team': 'ops', 'Content-Length': '1' }),
          hook('bad', { 'a b': 'x' }),
        ],
        edges: [{ id: 'e', source: 'ok', target: 'bad' }],
      });
      secret = flow.webhook_secret;
      await world.work();
      expect(receiver.received).toMatchObject([{ body: { hello: 'world' }, verified: true }]);
      const run = await world.readRun(token, runId);
      expect(run.states).toMatchObject([
        { status: 'passed' },
        { status: 'failed', error: expect.stringMatching(/header/i) },
      ]);
    } finally {
      await receiver.close();
    }
  });
});
