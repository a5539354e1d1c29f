import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Browser, signUpWithTeam, withTeamApp, type TeamApp } from '../../test/harness';
import { uptimeWorker, withoutMonitorLimit } from './testing/uptime-world';

/**
 * Issue 46: an http monitor's headers and basic auth take their values from the team's secrets,
 * read when the check runs; no answer, result, log or error ever carries a value.
 */
const KEY = 'k3y!Value~(with) spaces';
const PASSWORD = 'pa55:word"é';
const basic = (password: string) => `Basic ${Buffer.from(`ops:${password}`).toString('base64')}`;

let world: TeamApp;
let site: string;
let elsewhere: { url: string; seen: IncomingHttpHeaders[] };
const servers: Server[] = [];

async function listen(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

withTeamApp(
  async (ready) => {
    world = ready;
    await withoutMonitorLimit(ready);
    const seen: IncomingHttpHeaders[] = [];
    elsewhere = { url: await listen((q, a) => (seen.push(q.headers), a.end('ok'))), seen };
    // /key wants the X-Api-Key header, /basic the basic auth, /away redirects to another origin.
    site = await listen((request, answer) => {
      const { pathname } = new URL(request.url!, 'http://x');
      if (pathname === '/away') return answer.writeHead(302, { location: elsewhere.url }).end();
      const granted =
        pathname === '/key'
          ? request.headers['x-api-key'] === KEY
          : request.headers.authorization === basic(PASSWORD);
      answer.writeHead(granted ? 200 : 401).end(granted ? 'welcome' : 'who are you?');
    });
  },
  { VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' },
);
afterAll(() => Promise.all(servers.map((s) => new Promise((done) => s.close(done)))));

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
  world.browser.call(method, url, { token: world.token, ...(body ? { body } : {}) });
const putSecret = (name: string, value: string) => call('POST', '/v1/ops/secret', { name, value });

async function monitorOf(path: string, settings: object) {
  const body = { name: path, kind: 'http', url: `${site}${path}`, interval_seconds: 60, settings };
  const created = await call('POST', '/v1/ops/monitor', body);
  expect(created.status).toBe(201);
  return created.body as { id: string; settings: object };
}

/** Every text the API answers of the monitor: its read, its results and a check now. */
async function everyAnswerOf(id: string) {
  const answers = await Promise.all([
    call('GET', `/v1/ops/monitor/${id}`),
    call('GET', `/v1/ops/monitor/${id}/results?limit=100`),
    call('POST', `/v1/ops/monitor/${id}/check`),
    call('GET', '/v1/ops/monitor?limit=100'),
  ]);
  return JSON.stringify(answers.map((answer) => answer.body));
}

/** The console's lines while `run` runs (the worker's and the API's logs). */
async function consoleDuring(run: () => Promise<unknown>) {
  const lines: string[] = [];
  const spies = (['log', 'error', 'warn', 'info'] as const).map((level) =>
    jest.spyOn(console, level).mockImplementation((...args) => void lines.push(args.join(' '))),
  );
  try {
    await run();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join('\n');
}

const lastResult = async (id: string) => (await call('GET', `/v1/ops/monitor/${id}`)).body;

describe("an http monitor's headers and basic auth from the team's secrets", () => {
  it('is Up with the secrets, Down (status) without them, and the values show nowhere', async () => {
    await putSecret('SHOP_KEY', KEY);
    await putSecret('SHOP_PASSWORD', PASSWORD);
    const header = [{ name: 'X-Api-Key', secret: 'SHOP_KEY' }];
    const withKey = await monitorOf('/key', { headers: header });
    const withAuth = await monitorOf('/basic', {
      basic_auth: { username: 'ops', password_secret: 'SHOP_PASSWORD' },
    });
    const without = await monitorOf('/key', {});
    expect(withKey.settings).toMatchObject({
      headers: [{ name: 'X-Api-Key', value: null, secret: 'SHOP_KEY' }],
      basic_auth: null,
    });
    expect(withAuth.settings).toMatchObject({
      headers: [],
      basic_auth: { username: 'ops', password_secret: 'SHOP_PASSWORD' },
    });
    const jobs = uptimeWorker(world);
    const logged = await consoleDuring(async () => {
      await jobs.minute();
      await jobs.minute();
    });
    expect(await lastResult(withKey.id)).toMatchObject({ state: 'up' });
    expect(await lastResult(withAuth.id)).toMatchObject({ state: 'up' });
    expect(await lastResult(without.id)).toMatchObject({
      state: 'down',
      last_result: { status_code: 401, error_class: 'status' },
    });
    for (const id of [withKey.id, withAuth.id]) {
      const answered = await everyAnswerOf(id);
      for (const value of [KEY, PASSWORD, basic(PASSWORD)])
        expect(`${answered}\n${logged}`).not.toContain(value);
    }
  });

  it("masks a secret's value in an error and fails a check whose secret is gone, by name", async () => {
    await putSecret('SHOP_KEY', KEY);
    const monitor = await monitorOf('/key', {
      headers: [{ name: 'X-Api-Key', secret: 'SHOP_KEY' }],
      body_contains: KEY,
    });
    const checked = await call('POST', `/v1/ops/monitor/${monitor.id}/check`);
    expect(checked.body).toMatchObject({
      ok: false,
      status_code: 200,
      error: 'the body does not contain "{{SHOP_KEY}}"',
    });
    const secrets = await call('GET', '/v1/ops/secret?limit=100');
    const key = secrets.body.results.find((it: { name: string }) => it.name === 'SHOP_KEY');
    await call('DELETE', `/v1/ops/secret/${key.id}`);
    expect((await call('POST', `/v1/ops/monitor/${monitor.id}/check`)).body).toMatchObject({
      ok: false,
      status_code: null,
      error_class: 'assertion',
      error: 'secret SHOP_KEY is not set: set it again or change the monitor',
    });
    await call('DELETE', `/v1/ops/monitor/${monitor.id}`);
  });

  it('sends the headers to the monitored origin only, never through a redirect elsewhere', async () => {
    await putSecret('SHOP_KEY', KEY);
    const monitor = await monitorOf('/away', {
      headers: [{ name: 'X-Api-Key', secret: 'SHOP_KEY' }],
      basic_auth: null,
    });
    elsewhere.seen.length = 0;
    const checked = await call('POST', `/v1/ops/monitor/${monitor.id}/check`);
    expect(checked.body).toMatchObject({ ok: true, status_code: 200 });
    expect(elsewhere.seen).toHaveLength(1);
    expect(elsewhere.seen[0]!['x-api-key']).toBeUndefined();
  });

  it("refuses another team's secret name, and a header given both or neither value, naming the field", async () => {
    const other = new Browser(world.t.app);
    const them = await signUpWithTeam(other, 'Other');
    const made = { name: 'THEIR_KEY', value: 'theirs' };
    await other.post('/v1/ops/secret', made, { token: them.session.token });
    const refused = async (settings: object, field: string) => {
      const body = { name: 'x', kind: 'http', url: `${site}/key`, interval_seconds: 60, settings };
      const answer = await call('POST', '/v1/ops/monitor', body);
      expect([answer.status, answer.body.field]).toEqual([400, field]);
      return answer.body.reason as string;
    };
    expect(
      await refused(
        { headers: [{ name: 'X-Key', secret: 'THEIR_KEY' }] },
        'settings.headers.0.secret',
      ),
    ).toBe('settings.headers.0.secret: your team has no secret THEIR_KEY');
    await refused(
      { basic_auth: { username: 'ops', password_secret: 'THEIR_KEY' } },
      'settings.basic_auth.password_secret',
    );
    await refused({ headers: [{ name: 'X-Key' }] }, 'settings.headers.0.value');
    await refused(
      { headers: [{ name: 'X-Key', value: 'a', secret: 'A' }] },
      'settings.headers.0.value',
    );
    await refused({ headers: [{ name: 'Host', value: 'a' }] }, 'settings.headers.0.name');
    await refused({ headers: [{ name: 'Bad Name', value: 'a' }] }, 'settings.headers.0.name');
  });
});
