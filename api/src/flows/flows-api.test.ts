import { Browser, signUpWithTeam, withTeamApp, type TeamApp } from '../../test/harness';

let world: TeamApp;
let theirs: { token: string; flowId: string; siteId: string };
let siteId: string;
withTeamApp(async (ready) => {
  world = ready;
  await ready.t.db.query("UPDATE accounts SET type = 'free' WHERE id = $1", [ready.team.id]);
  siteId = await addSite(ready.team.id, 'https://a.example.com');
  const other = await signUpWithTeam(new Browser(ready.t.app), 'Other');
  const flow = await new Browser(ready.t.app).post('/v1/ops/flow', chain(1), {
    token: other.session.token,
  });
  theirs = {
    token: other.session.token,
    flowId: flow.body.id,
    siteId: await addSite(other.team.id, 'https://b.example.com'),
  };
});

async function addSite(accountId: string, url: string) {
  const [row] = await world.t.db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [accountId, url],
  );
  return row!.id;
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
  world.browser.call(method, url, { token: world.token, ...(body ? { body } : {}) });

/** scan → scan → … of `count` nodes, `conditional` of them with a condition. */
function chain(count: number, conditional = 0) {
  const nodes = Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    position: { x: 0, y: index * 100 },
    data: {
      task_type: 'test',
      ...(index < conditional
        ? { conditions: [{ metric: 'test_score', operator: '<', value: 90 }] }
        : {}),
    },
  }));
  const edges = nodes.slice(1).map((node, index) => ({
    id: `e${index}`,
    source: String(index + 1),
    target: node.id,
    ...(index < conditional ? { branch: 'true' } : {}),
  }));
  return { title: 'Checkout watch', nodes, edges };
}

describe('/v1/ops/flow', () => {
  it('creates, reads, lists, updates and deletes a flow', async () => {
    const created = await call('POST', '/v1/ops/flow', chain(2));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Checkout watch',
      edges: [{ id: 'e0', source: '1', target: '2', branch: null }],
      webhook_secret: expect.stringMatching(/^[0-9a-f]{64}$/),
      last_run: null,
    });
    expect(created.body.nodes[0]).toMatchObject({ type: 'basic', data: { threshold: 95 } });
    const id = created.body.id;
    expect((await call('GET', `/v1/ops/flow/${id}`)).body).toEqual(created.body);
    expect((await call('GET', '/v1/ops/flow')).body.count).toBeGreaterThanOrEqual(1);
    const renamed = await call('PATCH', `/v1/ops/flow/${id}`, { title: 'Renamed' });
    expect(renamed.body).toMatchObject({ title: 'Renamed', nodes: created.body.nodes });
    expect((await call('DELETE', `/v1/ops/flow/${id}`)).body).toEqual({ success: true });
    expect((await call('GET', `/v1/ops/flow/${id}`)).status).toBe(404);
  });

  it('answers 400 naming the node or edge of a graph that cannot run', async () => {
    const cyclic = chain(3);
    cyclic.edges.push({ id: 'back', source: '3', target: '2' });
    const refused = await call('POST', '/v1/ops/flow', cyclic);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      reason: 'node 2 is on a cycle: a flow runs one way',
      field: 'nodes',
      errors: [{ node_id: '2', edge_id: null, message: expect.any(String) }],
    });
    const dangling = chain(1);
    dangling.edges.push({ id: 'x', source: '1', target: 'nowhere' });
    expect((await call('POST', '/v1/ops/flow', dangling)).body).toMatchObject({
      field: 'edges',
      errors: [{ edge_id: 'x' }],
    });
    const foreignCase = await call('POST', '/v1/ops/flow', {
      nodes: [{ id: 'c', data: { task_type: 'caserun', case_id: crypto.randomUUID() } }],
    });
    expect(foreignCase.body).toMatchObject({
      field: 'nodes.0.data.case_id',
      errors: [{ node_id: 'c', message: "node c: case_id is not one of your team's cases" }],
    });
    const unknown = await call('POST', '/v1/ops/flow', {
      nodes: [{ id: '1', data: { task_type: 'fax' } }],
    });
    expect(unknown.body).toMatchObject({
      field: 'nodes.0.data.task_type',
      reason: 'nodes.0.data.task_type: unknown task type "fax"',
    });
  });

  it('holds a free team to 4 nodes and 1 condition (426 naming the limit), on update too', async () => {
    expect((await call('POST', '/v1/ops/flow', chain(4, 1))).status).toBe(201);
    const nodes = await call('POST', '/v1/ops/flow', chain(5));
    expect(nodes.status).toBe(426);
    expect(nodes.body.reason).toBe('max nodes reached');
    const conditions = await call('POST', '/v1/ops/flow', chain(3, 2));
    expect(conditions.status).toBe(426);
    expect(conditions.body.reason).toBe('max conditions reached');
    const small = await call('POST', '/v1/ops/flow', chain(1));
    const { nodes: five, edges } = chain(5);
    const grown = await call('PATCH', `/v1/ops/flow/${small.body.id}`, { nodes: five, edges });
    expect(grown.status).toBe(426);
  });
});

describe('/v1/ops/flowrun', () => {
  it('starts a run (counted), reads and lists it, cancels its pending nodes', async () => {
    const flow = (await call('POST', '/v1/ops/flow', chain(2))).body;
    const run = await call('POST', '/v1/ops/flowrun', { flow_id: flow.id, site_id: siteId });
    expect(run.status).toBe(201);
    expect(run.body).toMatchObject({
      flow_id: flow.id,
      site_id: siteId,
      site_url: 'https://a.example.com',
      status: 'working',
      nodes: flow.nodes,
      states: [
        { node_id: '1', status: 'queued', objects: [] },
        { node_id: '2', status: 'queued', objects: [] },
      ],
      logs: [{ step: null }, { step: '1', message: 'queued: test' }],
    });
    expect((await call('GET', `/v1/ops/flow/${flow.id}`)).body.last_run).toMatchObject({
      id: run.body.id,
      status: 'working',
    });
    const listed = await call('GET', `/v1/ops/flowrun?flow_id=${flow.id}`);
    expect(listed.body).toMatchObject({ count: 1, results: [{ id: run.body.id }] });
    const cancelled = await call('POST', `/v1/ops/flowrun/${run.body.id}/cancel`);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      states: [{ status: 'skipped' }, { status: 'skipped' }],
    });
    expect(cancelled.body.time_completed).toEqual(expect.any(String));
    // A finished run answers as it is.
    expect((await call('POST', `/v1/ops/flowrun/${run.body.id}/cancel`)).body).toEqual(
      cancelled.body,
    );
    const usage = (await call('GET', '/v1/auth/account')).body.usage;
    expect(usage.flowruns).toBe(1);
  });

  it("answers 404 for another team's flow, site or run, and 426 past the plan's flowruns", async () => {
    const mine = (await call('POST', '/v1/ops/flow', chain(1))).body;
    const body = (flow: string, site: string) => ({ flow_id: flow, site_id: site });
    expect((await call('POST', '/v1/ops/flowrun', body(theirs.flowId, siteId))).status).toBe(404);
    expect((await call('POST', '/v1/ops/flowrun', body(mine.id, theirs.siteId))).status).toBe(404);
    const theirRun = await new Browser(world.t.app).post(
      '/v1/ops/flowrun',
      body(theirs.flowId, theirs.siteId),
      { token: theirs.token },
    );
    expect(theirRun.status).toBe(201);
    expect((await call('GET', `/v1/ops/flowrun/${theirRun.body.id}`)).status).toBe(404);
    expect((await call('POST', `/v1/ops/flowrun/${theirRun.body.id}/cancel`)).status).toBe(404);
    expect((await call('GET', `/v1/ops/flowrun?flow_id=${theirs.flowId}`)).status).toBe(404);
    expect((await call('GET', `/v1/ops/flow/${theirs.flowId}`)).status).toBe(404);
    expect((await call('PATCH', `/v1/ops/flow/${theirs.flowId}`, { title: 'x' })).status).toBe(404);

    await world.t.db.query('UPDATE accounts SET usage_flowruns = 5 WHERE id = $1', [world.team.id]);
    const over = await call('POST', '/v1/ops/flowrun', body(mine.id, siteId));
    expect(over.status).toBe(426);
    expect(over.body.reason).toBe('max flowruns reached');
  });
});
