import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { secretCipher } from '../secrets/cipher';
import { followSlackInstall, ISSUED_TOKEN, startFakeSlack } from '../../test/fake-slack';
import { sealClearSlackRows } from './repository';

/**
 * The Slack connection at rest: the hook URL and the app's token are sealed in `accounts.slack`
 * (read here straight from the database), rows from before sealing keep working and get sealed,
 * and disconnecting an app install revokes its token in Slack.
 */
let slack: Awaited<ReturnType<typeof startFakeSlack>>;
let t: TestApp;
let browser: Browser;
let admin: string;
let teamId: string;

const HOOK_SECRET = 'ZZZZneverStoredInClear';

beforeAll(async () => {
  slack = await startFakeSlack();
  t = await startTestApp({
    SLACK_WEBHOOK_ORIGINS: slack.base,
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
    SLACK_CLIENT_ID: slack.app.clientId,
    SLACK_CLIENT_SECRET: slack.app.clientSecret,
    SLACK_BASE_URL: slack.base,
    APP_URL: 'http://vigil.test',
  });
  browser = new Browser(t.app);
  const owner = await signUpWithTeam(browser);
  admin = owner.session.token;
  teamId = owner.team.id;
});
afterAll(async () => {
  await t?.close();
  await slack?.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: object) =>
  browser.call(method, url, { token: admin, ...(body ? { body } : {}) });

/** `accounts.slack` as the database holds it, as text. */
async function storedRow(): Promise<string> {
  const [row] = await t.db.query<{ slack: unknown }>('SELECT slack FROM accounts WHERE id = $1', [
    teamId,
  ]);
  return JSON.stringify(row!.slack);
}

/** Writes the team's connection as rows were stored before sealing: secrets in clear. */
async function storeInClear(legacy: object) {
  await t.db.query('UPDATE accounts SET slack = $2 WHERE id = $1', [
    teamId,
    JSON.stringify(legacy),
  ]);
}

/** Installs the Slack app as the admin, through the real consent and callback. */
async function installApp() {
  const { callback } = await followSlackInstall(browser, t.app, admin);
  expect(callback.headers.location).toBe('http://vigil.test/slack?slack=connected');
}

describe('the Slack connection at rest', () => {
  it('stores a webhook URL sealed, and the test message still reaches it', async () => {
    const hook = `${slack.base}/services/T1/B1/${HOOK_SECRET}`;
    await call('POST', '/v1/auth/slack', { webhook_url: hook, channel: '#ops' });
    const row = await storedRow();
    expect(row).not.toContain(HOOK_SECRET);
    expect(row).not.toContain('/services/T1/B1');

    expect((await call('GET', '/v1/auth/slack')).body.webhook).toBe(
      `${slack.base}/services/…${HOOK_SECRET.slice(-4)}`,
    );
    expect((await call('POST', '/v1/auth/slack/test')).status).toBe(200);
    expect(slack.posts.at(-1)?.path).toBe(`/services/T1/B1/${HOOK_SECRET}`);
  });

  it('stores the app install sealed: neither its token nor its hook URL in clear', async () => {
    await installApp();
    const row = await storedRow();
    expect(row).not.toContain(ISSUED_TOKEN);
    expect(row).not.toContain('oauthHookSecret');
    expect((await call('POST', '/v1/auth/slack/test')).status).toBe(200);
    expect(slack.posts.at(-1)?.path).toBe('/services/T123/B9/oauthHookSecret');
  });

  it('keeps a connection stored in clear before the upgrade working, and seals it', async () => {
    const legacy = {
      source: 'oauth',
      webhook_url: `${slack.base}/services/T7/B7/${HOOK_SECRET}`,
      channel: '#legacy',
      workspace: 'Acme HQ',
      token: ISSUED_TOKEN,
      time_connected: '2026-01-02T03:04:05.000Z',
    };
    await storeInClear(legacy);
    // The account screen shows it masked before anything decrypted it.
    expect((await call('GET', '/v1/auth/account')).body.slack).toEqual({
      channel: '#legacy',
      webhook: `${slack.base}/services/…${HOOK_SECRET.slice(-4)}`,
    });

    const status = await call('GET', '/v1/auth/slack');
    expect(status.body).toMatchObject({ connected: true, channel: '#legacy', source: 'oauth' });
    const row = await storedRow();
    expect(row).not.toContain(HOOK_SECRET);
    expect(row).not.toContain(ISSUED_TOKEN);

    await call('POST', '/v1/auth/slack/test');
    expect(slack.posts.at(-1)?.path).toBe(`/services/T7/B7/${HOOK_SECRET}`);
  });

  it('seals at start-up a connection stored in clear that nothing has read', async () => {
    const legacy = {
      source: 'webhook',
      webhook_url: `${slack.base}/services/T8/B8/${HOOK_SECRET}`,
      channel: '#never-read',
      time_connected: '2026-01-02T03:04:05.000Z',
    };
    await storeInClear(legacy);
    // The test server has no VIGIL_SECRET_KEY: its key is the one generated in the database.
    expect(await sealClearSlackRows(t.db, undefined)).toBe(1);
    const row = await storedRow();
    expect(row).not.toContain(HOOK_SECRET);
    expect(row).toContain('#never-read');
    expect(await sealClearSlackRows(t.db, undefined)).toBe(0);

    // Sealed with the server's key: the team's test message still reaches the hook.
    expect((await call('POST', '/v1/auth/slack/test')).status).toBe(200);
    expect(slack.posts.at(-1)?.path).toBe(`/services/T8/B8/${HOOK_SECRET}`);
  });

  it("revokes the app's token in Slack on disconnect", async () => {
    await installApp();
    const before = slack.revoked.length;
    const gone = await call('DELETE', '/v1/auth/slack');
    expect(gone.body).toMatchObject({ connected: false });
    expect(slack.revoked).toHaveLength(before + 1);
    expect(slack.revoked.at(-1)).toBe(ISSUED_TOKEN);
    expect(await storedRow()).toBe('null');
  });

  it("revokes the app's token when a webhook URL replaces the app install", async () => {
    await installApp();
    const before = slack.revoked.length;
    const hook = `${slack.base}/services/T1/B2/${HOOK_SECRET}`;
    expect((await call('POST', '/v1/auth/slack', { webhook_url: hook })).status).toBe(200);
    expect(slack.revoked.slice(before)).toEqual([ISSUED_TOKEN]);
    expect(await storedRow()).not.toContain(ISSUED_TOKEN);
  });

  it('disconnects all the same when Slack refuses the revoke', async () => {
    await installApp();
    const before = slack.revoked.length;
    slack.control.failRevoke = true;
    const warn = jest.spyOn(t.app.log, 'warn');
    let warnings: unknown[][];
    try {
      const gone = await call('DELETE', '/v1/auth/slack');
      expect(gone.status).toBe(200);
      expect(gone.body).toMatchObject({ connected: false });
    } finally {
      slack.control.failRevoke = false;
      warnings = [...warn.mock.calls];
      warn.mockRestore();
    }
    // The operator's log says so, naming Slack's answer and never the token.
    const logged = warnings.find(([, message]) => /not revoked/.test(String(message)));
    expect(logged?.[0]).toMatchObject({ reason: 'auth.revoke failed: fatal_error' });
    expect(JSON.stringify(warnings)).not.toContain(ISSUED_TOKEN);
    expect(slack.revoked).toHaveLength(before);
    expect((await call('GET', '/v1/auth/slack')).body.connected).toBe(false);
    expect(await storedRow()).toBe('null');
  });

  it('says to connect again when the server key changed, and still disconnects', async () => {
    await call('POST', '/v1/auth/slack', {
      webhook_url: `${slack.base}/services/T1/B1/${HOOK_SECRET}`,
    });
    // Sealed with another key, as after VIGIL_SECRET_KEY changed.
    const other = secretCipher('another-servers-key');
    const [row] = await t.db.query<{ slack: Record<string, unknown> }>(
      'SELECT slack FROM accounts WHERE id = $1',
      [teamId],
    );
    const resealed = { ...row!.slack, webhook_sealed: other.encrypt('http://127.0.0.1/x') };
    await t.db.query('UPDATE accounts SET slack = $2 WHERE id = $1', [
      teamId,
      JSON.stringify(resealed),
    ]);

    expect((await call('GET', '/v1/auth/slack')).body.connected).toBe(true);
    const test = await call('POST', '/v1/auth/slack/test');
    expect(test.status).toBe(409);
    expect(test.body.detail).toMatch(/cannot be decrypted .*connect Slack again/);
    expect((await call('DELETE', '/v1/auth/slack')).status).toBe(200);
    expect(await storedRow()).toBe('null');
  });
});
