import { Browser, signUp, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { testEnv } from '../env';
import { scanFollowUps } from '../../test/alert-deliveries';
import { siteWithPages } from '../../test/schedule-fixture';
import { followSlackInstall, startFakeSlack } from '../../test/fake-slack';

let slack: Awaited<ReturnType<typeof startFakeSlack>>;
let t: TestApp;
let browser: Browser;
let admin: string;
let contributor: string;
let teamId: string;
let overrides: Record<string, string>;

beforeAll(async () => {
  slack = await startFakeSlack();
  overrides = {
    SLACK_WEBHOOK_ORIGINS: `${slack.base},http://10.1.2.3`,
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
    SLACK_CLIENT_ID: slack.app.clientId,
    SLACK_CLIENT_SECRET: slack.app.clientSecret,
    SLACK_BASE_URL: slack.base,
    APP_URL: 'http://vigil.test',
  };
  t = await startTestApp(overrides);
  browser = new Browser(t.app);
  const owner = await signUpWithTeam(browser);
  admin = owner.session.token;
  teamId = owner.team.id;
  const member = await signUp(browser);
  contributor = member.token;
  await t.db.query(
    `INSERT INTO members (account_id, user_id, email, status, type)
     VALUES ($1, $2, $3, 'active', 'contributor')`,
    [teamId, member.user.id, member.user.email],
  );
});
afterAll(async () => {
  await t?.close();
  await slack?.close();
});

const as = (token: string) => ({
  get: (url: string) => browser.call('GET', url, { token }),
  post: (url: string, body?: object) => browser.call('POST', url, { token, body: body ?? {} }),
  delete: (url: string) => browser.call('DELETE', url, { token }),
});

const HOOK_SECRET = 'XXXXsecretPartOfTheHook';

describe('connecting Slack with an incoming-webhook URL', () => {
  it.each([
    ['not a URL', 'hooks slack', /Slack incoming-webhook URL/],
    ['another host', 'https://evil.example/services/T1/B1/x', /Slack incoming-webhook URL/],
    [
      'not a /services/ path',
      `${'http://127.0.0.1'}/api/chat.postMessage`,
      /Slack incoming-webhook URL/,
    ],
    ['credentials in it', 'http://u:p@127.0.0.1/services/T1/B1/x', /Slack incoming-webhook URL/],
    ['a private address', 'http://10.1.2.3/services/T1/B1/x', /private or local/],
    ['empty', '  ', /Enter the incoming-webhook URL/],
  ])('refuses %s with a 400 naming webhook_url', async (_case, url, message) => {
    const port = new URL(slack.base).port;
    const answer = await as(admin).post('/v1/auth/slack', {
      webhook_url: url.replace('127.0.0.1/', `127.0.0.1:${port}/`),
    });
    expect(answer.status).toBe(400);
    expect(answer.body.webhook_url[0]).toMatch(message);
  });

  it('connects, shows only the channel and a masked URL, and posts a test message', async () => {
    const before = await as(admin).get('/v1/auth/slack');
    expect(before.body).toMatchObject({
      connected: false,
      oauth_available: true,
      can_manage: true,
    });

    const hook = `${slack.base}/services/T1/B1/${HOOK_SECRET}`;
    const saved = await as(admin).post('/v1/auth/slack', { webhook_url: hook, channel: '#ops' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      connected: true,
      source: 'webhook',
      channel: '#ops',
      webhook: `${slack.base}/services/…${HOOK_SECRET.slice(-4)}`,
    });

    // Nothing a browser can read carries the URL's secret part again.
    const reads = [
      await as(admin).get('/v1/auth/slack'),
      await as(contributor).get('/v1/auth/slack'),
      await as(admin).get('/v1/auth/account'),
    ];
    for (const read of reads) expect(JSON.stringify(read.body)).not.toContain(HOOK_SECRET);
    expect(reads[1]!.body).toMatchObject({ connected: true, channel: '#ops', can_manage: false });
    expect(reads[2]!.body.slack).toEqual({ channel: '#ops', webhook: saved.body.webhook });

    const test = await as(admin).post('/v1/auth/slack/test');
    expect(test.body).toEqual({ detail: 'Test message sent to #ops.' });
    expect(slack.posts.at(-1)).toEqual({
      path: `/services/T1/B1/${HOOK_SECRET}`,
      text: expect.stringContaining('Vigil is connected'),
    });
  });

  it('lets only admins connect, test and disconnect', async () => {
    const hook = `${slack.base}/services/T1/B1/other`;
    for (const answer of [
      await as(contributor).post('/v1/auth/slack', { webhook_url: hook }),
      await as(contributor).post('/v1/auth/slack/test'),
      await as(contributor).post('/v1/auth/slack/install'),
      await as(contributor).delete('/v1/auth/slack'),
    ])
      expect(answer.status).toBe(403);
    expect((await as(admin).get('/v1/auth/slack')).body.channel).toBe('#ops');
  });

  it("answers 502 with Slack's refusal when the hook was removed on Slack's side", async () => {
    await as(admin).post('/v1/auth/slack', { webhook_url: `${slack.base}/services/gone/B1/x` });
    const test = await as(admin).post('/v1/auth/slack/test');
    expect(test.status).toBe(502);
    expect(test.body.detail).toBe(
      'Slack did not take the test message (the receiver answered 404).',
    );
  });

  it('disconnects: the secrets are gone and a test answers 409', async () => {
    const gone = await as(admin).delete('/v1/auth/slack');
    expect(gone.body).toMatchObject({ connected: false, channel: null, webhook: null });
    const [row] = await t.db.query<{ slack: unknown }>('SELECT slack FROM accounts WHERE id = $1', [
      teamId,
    ]);
    expect(row!.slack).toBeNull();
    const test = await as(admin).post('/v1/auth/slack/test');
    expect(test.status).toBe(409);
    expect(test.body.detail).toBe('Slack is not connected.');
  });
});

/** Follows "Add to Slack" as the admin, through the real consent and callback. */
async function installApp(options: { keepCookie?: boolean } = {}) {
  const flow = await followSlackInstall(browser, t.app, admin, options);
  expect(flow.start.status).toBe(200);
  return flow;
}

describe('connecting Slack with the app (OAuth install)', () => {
  it("sends the admin to Slack's consent and stores the channel Slack returns", async () => {
    const { start, callback } = await installApp();
    const authorize = new URL(start.body.url);
    expect(authorize.origin + authorize.pathname).toBe(`${slack.base}/oauth/v2/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'client-1',
      scope: 'incoming-webhook',
      redirect_uri: 'http://vigil.test/v1/auth/slack/callback',
    });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('http://vigil.test/slack?slack=connected');
    expect(slack.exchanges.at(-1)?.redirectUri).toBe('http://vigil.test/v1/auth/slack/callback');

    const status = await as(admin).get('/v1/auth/slack');
    expect(status.body).toMatchObject({
      connected: true,
      source: 'oauth',
      channel: '#monitoring',
      workspace: 'Acme HQ',
      webhook: `${slack.base}/services/…cret`,
    });
    const account = JSON.stringify((await as(admin).get('/v1/auth/account')).body);
    expect(account).not.toContain('xoxb-secret-token');
    expect(account).not.toContain('oauthHookSecret');

    await as(admin).post('/v1/auth/slack/test');
    expect(slack.posts.at(-1)?.path).toBe('/services/T123/B9/oauthHookSecret');
  });

  it('refuses a callback without the browser that started it, or when consent was refused', async () => {
    await as(admin).delete('/v1/auth/slack');
    const { callback } = await installApp({ keepCookie: false });
    expect(callback.headers.location).toBe('http://vigil.test/slack?slack=failed');
    const denied = await t.app.inject({
      method: 'GET',
      url: '/v1/auth/slack/callback?error=access_denied&state=x',
    });
    expect(denied.headers.location).toBe('http://vigil.test/slack?slack=denied');
    expect((await as(admin).get('/v1/auth/slack')).body.connected).toBe(false);
  });
});

describe('alerts with a Slack action', () => {
  it("post to the team's connected channel, naming the alert and the figures", async () => {
    await t.db.query(`UPDATE accounts SET type = 'cloud' WHERE id = $1`, [teamId]);
    const page = (await siteWithPages(t.db, teamId, ['/pricing'])).pageIds[0]!;
    await as(admin).post('/v1/auth/slack', {
      webhook_url: `${slack.base}/services/T1/B1/${HOOK_SECRET}`,
      channel: '#ops',
    });
    const alert = await as(admin).post('/v1/ops/alert', {
      name: 'Pricing health',
      expressions: [{ metric: 'health', operator: '<', value: 80 }],
      actions: [{ type: 'slack', target: '#ops' }],
    });
    const schedule = await as(admin).post('/v1/ops/schedule', {
      scope: 'page',
      resources: [page],
      task_type: 'scan',
      frequency: 'hourly',
      alert_id: alert.body.id,
    });
    const run = await as(admin).post(`/v1/ops/schedule/${schedule.body.id}/run`);
    const scanId = run.body.objects[0].id as string;
    // The pipeline's follow-up and the real delivery job, worked in this process.
    const env = testEnv({ ...overrides, VIGIL_OUTBOX_DIR: t.outboxDir });
    await scanFollowUps(t.db, env).scanEnds(scanId, 42);

    const post = slack.posts.at(-1)!;
    expect(post.path).toBe(`/services/T1/B1/${HOOK_SECRET}`);
    expect(post.text).toContain('Pricing health is failing');
    expect(post.text).toContain('health < 80 (now 42)');
    const log = await as(admin).get(`/v1/ops/alert/${alert.body.id}/deliveries`);
    expect(log.body.results).toEqual([
      expect.objectContaining({ action: 'slack', status: 'sent' }),
    ]);
  });
});

describe('without a Slack app configured', () => {
  let plain: TestApp;
  afterAll(() => plain?.close());

  it('offers webhook URLs only: no "Add to Slack", install answers 404', async () => {
    plain = await startTestApp();
    const web = new Browser(plain.app);
    const { session } = await signUpWithTeam(web);
    const status = await web.get('/v1/auth/slack', { token: session.token });
    expect(status.body).toMatchObject({ connected: false, oauth_available: false });
    const install = await web.post('/v1/auth/slack/install', {}, { token: session.token });
    expect(install.status).toBe(404);
    // Slack's own host only, by default.
    const elsewhere = await web.post(
      '/v1/auth/slack',
      { webhook_url: 'https://hooks.slack.com.evil.example/services/T/B/x' },
      { token: session.token },
    );
    expect(elsewhere.status).toBe(400);
  });
});
