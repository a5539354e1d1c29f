import { startReceiver } from '../../test/receiver-fixture';
import { flowWorld } from '../../test/flow-world';

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
      expect(run.logs[0].message).toBe(`flowrun started on ${run.site_url}`);
      expect(run.site_url).toContain(new URL(world.origin).host);
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
