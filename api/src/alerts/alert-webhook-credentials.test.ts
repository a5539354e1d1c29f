import { everyLogAnswer, joinAsContributor } from '../../test/contributor';
import { withTeamApp, type TeamApp } from '../../test/harness';
import { testEnv } from '../env';
import { alertJobs } from './jobs';
import { startReceiver } from '../../test/receiver-fixture';
import { WEBHOOKS_ADMINS_ONLY } from '../notify/webhook-mask';

/**
 * Issue 42, item 8: an alert's webhook URL and its signing secret were answered in full to every
 * member. They are the admins' now: a contributor reads the URL as its origin, no secret, and
 * saving what they read keeps the real ones; the request log keeps neither.
 */
let world: TeamApp;
let contributor: Awaited<ReturnType<typeof joinAsContributor>>;
let secret = '';
const receiver = startReceiver(() => secret);
withTeamApp(
  async (ready) => {
    world = ready;
    contributor = await joinAsContributor(ready);
  },
  { VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' },
);
afterAll(async () => (await receiver).close());

type Method = 'GET' | 'POST' | 'PATCH';
/** With each one's API key: these calls are what the team's request log records. */
const asAdmin = (method: Method, url: string, body?: object) =>
  world.browser.call(method, url, { apiToken: world.session.api_token, body });
const asContributor = (method: Method, url: string, body?: object) =>
  world.browser.call(method, url, { apiToken: contributor.api_token, body });

const QUERY_SECRET = 'key=AlertQuerySecret42';
const expressions = [{ joiner: '', metric: 'health', operator: '<', value: 80 }];

/**
 * The alert fires: one delivery per webhook action, its target copied from the stored alert as
 * the follow-up records them (notify.ts), then sent by the delivery job.
 */
async function fire(alertId: string) {
  const deliveries = await world.t.db.query<{ id: string }>(
    `INSERT INTO deliveries (account_id, alert_id, kind, action, target, payload)
     SELECT a.account_id, a.id, 'failing', action->>'type', action->>'target', '{"state":"failing"}'
     FROM alerts a, jsonb_array_elements(a.actions) AS action
     WHERE a.id = $1 AND action->>'type' = 'webhook' RETURNING id`,
    [alertId],
  );
  const env = testEnv({
    VIGIL_OUTBOX_DIR: world.t.outboxDir,
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
  });
  const [delivery] = alertJobs(world.t.db, env);
  for (const { id } of deliveries) await delivery!.handle({ deliveryId: id });
}

describe("an alert's webhook seen by a contributor", () => {
  it('is masked in every answer and log row, kept when saved back, and still called in full', async () => {
    const hook = await receiver;
    const target = `${hook.url}?${QUERY_SECRET}`;
    const origin = new URL(hook.url).origin;
    const created = await asAdmin('POST', '/v1/ops/alert', {
      name: 'Pricing health',
      expressions,
      actions: [
        { type: 'email', target: 'ops@example.com' },
        { type: 'webhook', target },
      ],
    });
    expect(created.status).toBe(201);
    secret = created.body.webhook_secret;
    expect(secret).toEqual(expect.any(String));
    const id = created.body.id as string;
    const credentials = ['/hooks/vigil', QUERY_SECRET, secret];

    // The contributor reads the URL's origin only, and no secret.
    const read = await asContributor('GET', `/v1/ops/alert/${id}`);
    expect(read.body.actions).toEqual([
      { type: 'email', target: 'ops@example.com' },
      { type: 'webhook', target: `${origin}/…` },
    ]);
    expect(read.body).not.toHaveProperty('webhook_secret');

    // Saving the editor as read (the mask sent back) keeps the real URL.
    const saved = await asContributor('PATCH', `/v1/ops/alert/${id}`, {
      name: 'Pricing is unhealthy',
      expressions: read.body.expressions,
      actions: read.body.actions,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'Pricing is unhealthy', actions: read.body.actions });
    const [row] = await world.t.db.query<{ actions: unknown }>(
      'SELECT actions FROM alerts WHERE id = $1',
      [id],
    );
    expect(row!.actions).toEqual(created.body.actions);

    // The admin reads it all; the delivery goes to the real URL, signed with the real secret.
    const full = await asAdmin('GET', `/v1/ops/alert/${id}`);
    expect(full.body).toMatchObject({ actions: created.body.actions, webhook_secret: secret });
    await fire(id);
    expect(hook.received.map(({ path, verified }) => ({ path, verified }))).toEqual([
      { path: `/hooks/vigil?${QUERY_SECRET}`, verified: true },
    ]);
    const adminDeliveries = await asAdmin('GET', `/v1/ops/alert/${id}/deliveries`);
    expect(adminDeliveries.body.results).toContainEqual(
      expect.objectContaining({ action: 'webhook', target, status: 'sent' }),
    );

    const answers = [
      read,
      saved,
      await asContributor('GET', '/v1/ops/alert'),
      await asContributor('GET', `/v1/ops/alert/${id}/deliveries`),
    ];
    expect(answers[3]!.body.results).toContainEqual(
      expect.objectContaining({ action: 'webhook', target: `${origin}/…`, status: 'sent' }),
    );
    // Every API-key call above, the admin's included, is in the log every member reads.
    const logs = await everyLogAnswer(world.browser, contributor.token, 7);
    const rows = await world.t.db.query('SELECT * FROM api_logs');
    const seen =
      JSON.stringify([...answers, ...logs].map((answer) => answer.body)) + JSON.stringify(rows);
    expect(seen).toContain(`${origin}/…`);
    for (const credential of credentials) expect(seen).not.toContain(credential);
  });

  it('refuses a contributor who adds, changes or removes a webhook, with the reason', async () => {
    const hook = await receiver;
    const created = await asAdmin('POST', '/v1/ops/alert', {
      name: 'Checkout',
      expressions,
      actions: [{ type: 'webhook', target: hook.url }],
    });
    const url = `/v1/ops/alert/${created.body.id}`;
    const masked = (await asContributor('GET', url)).body.actions[0];
    const elsewhere = { type: 'webhook', target: 'http://127.0.0.1:1/collect' };
    const refused = [
      await asContributor('PATCH', url, { actions: [elsewhere] }),
      await asContributor('PATCH', url, { actions: [] }),
      await asContributor('PATCH', url, { actions: [{ type: 'email', target: 'me@example.com' }] }),
      await asContributor('PATCH', url, { actions: [masked, masked] }),
      await asContributor('POST', '/v1/ops/alert', {
        name: 'Mine',
        expressions,
        actions: [elsewhere],
      }),
    ];
    for (const answer of refused)
      expect(answer).toMatchObject({ status: 403, body: { reason: WEBHOOKS_ADMINS_ONLY } });
    expect((await asAdmin('GET', url)).body.actions).toEqual([
      { type: 'webhook', target: hook.url },
    ]);

    // Everything else stays theirs: conditions, email and Slack actions, their own alerts.
    const edited = await asContributor('PATCH', url, {
      actions: [masked, { type: 'email', target: 'me@example.com' }],
    });
    expect(edited.status).toBe(200);
    const own = await asContributor('POST', '/v1/ops/alert', {
      name: 'Mine',
      expressions,
      actions: [{ type: 'slack', target: '#ops' }],
    });
    expect(own.status).toBe(201);
    expect((await asAdmin('GET', url)).body.actions).toEqual([
      { type: 'webhook', target: hook.url },
      { type: 'email', target: 'me@example.com' },
    ]);
  });
});
