import { randomUUID } from 'node:crypto';
import { everyLogAnswer, joinAsContributor } from '../../test/contributor';
import { withWebhookTeamApp } from '../../test/receiver-fixture';
import { WEBHOOKS_ADMINS_ONLY } from '../notify/webhook-mask';
import type { Mailer } from '../mail/mailer';
import { deliverNotification } from './notify';
import { findFlowRun } from './run-repository';

/**
 * Issue 42, item 8: a flow's webhook node (its URL and custom headers) and the flow's signing
 * secret were answered in full to every member, in the flow and in each run's copy of it. They
 * are the admins' now: a contributor reads them masked, saving what they read keeps the real
 * ones, and the request log keeps none of them.
 */
let contributor: Awaited<ReturnType<typeof joinAsContributor>>;
let siteId: string;
const hooks = withWebhookTeamApp(async (ready) => {
  await ready.t.db.query(`UPDATE accounts SET type = 'free' WHERE id = $1`, [ready.team.id]);
  const [site] = await ready.t.db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [ready.team.id, 'https://shop.example.com'],
  );
  siteId = site!.id;
  contributor = await joinAsContributor(ready);
});

type Method = 'GET' | 'POST' | 'PATCH';
/** With each one's API key: these calls are what the team's request log records. */
const asAdmin = (method: Method, url: string, body?: object) =>
  hooks.app.browser.call(method, url, { apiToken: hooks.app.session.api_token, body });
const asContributor = (method: Method, url: string, body?: object) =>
  hooks.app.browser.call(method, url, { apiToken: contributor.api_token, body });

const QUERY_SECRET = 'token=FlowQuerySecret42';
const HEADERS = { Authorization: 'Bearer FlowHeaderSecret42', 'X-Team': 'SecondHeaderSecret42' };

/** issue → webhook with the receiver's URL and two credential headers. */
const flowBody = (uri: string) => ({
  title: 'Tell the bot',
  nodes: [
    { id: '1', data: { task_type: 'issue', title: 'Checked' } },
    { id: '2', data: { task_type: 'webhook', label: 'Bot', uri, headers: HEADERS } },
  ],
  edges: [{ id: 'a', source: '1', target: '2' }],
});

/**
 * The run's webhook node is sent as the engine sends it (engine.ts): the node from the run's copy
 * of the graph, handed to the notifier.
 */
async function sendWebhookNode(flowrunId: string) {
  const run = (await findFlowRun(hooks.app.t.db, flowrunId))!;
  const deps = {
    db: hooks.app.t.db,
    mailer: {} as Mailer,
    allowPrivate: '127.0.0.1',
    appUrl: 'http://vigil.test',
    slackWebhook: async () => null,
  };
  await deliverNotification(
    deps,
    run,
    run.nodes.find((node) => node.id === '2')!,
    [],
    randomUUID(),
  );
}

describe("a flow's webhook node seen by a contributor", () => {
  it('is masked in flows, runs and log rows, kept when saved back, and still called in full', async () => {
    const hook = await hooks.receiver;
    const origin = new URL(hook.url).origin;
    const created = await asAdmin('POST', '/v1/ops/flow', flowBody(`${hook.url}?${QUERY_SECRET}`));
    expect(created.status).toBe(201);
    hooks.secret = created.body.webhook_secret;
    const id = created.body.id as string;
    const credentials = ['/hooks/vigil', QUERY_SECRET, ...Object.values(HEADERS), hooks.secret];

    const read = await asContributor('GET', `/v1/ops/flow/${id}`);
    expect(read.body.nodes[1].data).toMatchObject({
      uri: `${origin}/…`,
      headers: { Authorization: '••••••••', 'X-Team': '••••••••' },
    });
    expect(read.body).not.toHaveProperty('webhook_secret');

    // Saved back as read, with a new title and label: the URL and headers stay the real ones.
    const [issue, webhook] = read.body.nodes;
    const saved = await asContributor('PATCH', `/v1/ops/flow/${id}`, {
      title: 'Tell the bot, relabelled',
      nodes: [issue, { ...webhook, data: { ...webhook.data, label: 'Deploy bot' } }],
      edges: read.body.edges,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.nodes[1].data).toMatchObject({ label: 'Deploy bot', uri: `${origin}/…` });
    const full = await asAdmin('GET', `/v1/ops/flow/${id}`);
    expect(full.body.webhook_secret).toBe(hooks.secret);
    expect(full.body.nodes[1].data).toMatchObject({
      label: 'Deploy bot',
      uri: `${hook.url}?${QUERY_SECRET}`,
      headers: HEADERS,
    });

    // The contributor runs it: the run's copy is masked; the call carries the real URL, headers
    // and signature.
    const run = await asContributor('POST', '/v1/ops/flowrun', { flow_id: id, site_id: siteId });
    expect(run.status).toBe(201);
    await sendWebhookNode(run.body.id);
    expect(hook.received).toHaveLength(1);
    expect(hook.received[0]).toMatchObject({
      path: `/hooks/vigil?${QUERY_SECRET}`,
      verified: true,
      headers: { authorization: HEADERS.Authorization, 'x-team': HEADERS['X-Team'] },
    });
    const ran = await asContributor('GET', `/v1/ops/flowrun/${run.body.id}`);
    const adminRun = await asAdmin('GET', `/v1/ops/flowrun/${run.body.id}`);
    expect(adminRun.body.nodes[1].data.headers).toEqual(HEADERS);

    const answers = [
      read,
      saved,
      run,
      ran,
      await asContributor('GET', '/v1/ops/flow'),
      await asContributor('GET', `/v1/ops/flowrun?flow_id=${id}`),
      await asContributor('POST', `/v1/ops/flowrun/${run.body.id}/cancel`),
      await asContributor('GET', '/v1/ops/search?query=tell'),
    ];
    expect(answers.at(-1)!.body).not.toEqual([]);
    // Every API-key call above, the admin's included, is in the log every member reads.
    const logs = await everyLogAnswer(hooks.app.browser, contributor.token, 11);
    const rows = await hooks.app.t.db.query('SELECT * FROM api_logs');
    const seen =
      JSON.stringify([...answers, ...logs].map((answer) => answer.body)) + JSON.stringify(rows);
    expect(seen).toContain(`${origin}/…`);
    for (const credential of credentials) expect(seen).not.toContain(credential);
  });

  it('refuses a contributor who adds, changes or removes a webhook node, with the reason', async () => {
    const hook = await hooks.receiver;
    const created = await asAdmin('POST', '/v1/ops/flow', flowBody(hook.url));
    const url = `/v1/ops/flow/${created.body.id}`;
    const read = (await asContributor('GET', url)).body;
    const [issue, webhook] = read.nodes;
    const withHook = (data: object) => ({
      nodes: [issue, { ...webhook, data: { ...webhook.data, ...data } }],
    });
    const refused = [
      await asContributor('PATCH', url, withHook({ uri: 'http://127.0.0.1:1/collect' })),
      await asContributor(
        'PATCH',
        url,
        withHook({ headers: { ...webhook.data.headers, Authorization: 'x' } }),
      ),
      await asContributor('PATCH', url, withHook({ headers: { Authorization: '••••••••' } })),
      await asContributor('PATCH', url, withHook({ payload: '{"do":"something else"}' })),
      await asContributor('PATCH', url, withHook({ request_type: 'GET' })),
      await asContributor('PATCH', url, { nodes: [issue], edges: [] }),
      await asContributor('POST', '/v1/ops/flow', flowBody('http://127.0.0.1:1/collect')),
    ];
    for (const answer of refused)
      expect(answer).toMatchObject({ status: 403, body: { reason: WEBHOOKS_ADMINS_ONLY } });
    expect((await asAdmin('GET', url)).body.nodes[1].data).toMatchObject({
      uri: hook.url,
      headers: HEADERS,
    });
    // Their own flows without webhooks are theirs to make.
    const own = await asContributor('POST', '/v1/ops/flow', {
      title: 'Mine',
      nodes: [issue],
      edges: [],
    });
    expect(own.status).toBe(201);
  });
});
