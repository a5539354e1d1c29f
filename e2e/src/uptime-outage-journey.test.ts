import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startReceiver } from '../../api/test/receiver-fixture';
import { apiAs } from './auth-journey-helpers';
import { createUser } from './browser';
import { useSiteJourney } from './use-stack';

/**
 * Issue 46's "Done when", end to end on the product's own worker and real time: a loopback site
 * monitored every 60 s on the free plan starts answering 503; the monitor is Down within two
 * intervals, an incident and an issue open, one signed webhook arrives; the site recovers: Up,
 * the incident resolved, one recovery notice. A second monitor under a maintenance window goes
 * Down without a word. `/status/{slug}` shows it all to a visitor without an account, and the
 * badge answers. Mostly waiting on the checks' minute: little CPU, about three minutes.
 */
const INTERVAL_MS = 60_000;
/** Two intervals and the worker's claim loop (it looks for due checks every few seconds). */
const TWO_INTERVALS_MS = 2 * INTERVAL_MS + 30_000;

/** A site whose paths answer what the journey sets (200 until told otherwise). */
async function startStatusSite() {
  const status: Record<string, number> = {};
  const server = createServer((request, response) =>
    response.writeHead(status[request.url ?? '/'] ?? 200).end('ok'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    status,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const journey = useSiteJourney(startStatusSite);
let secret = '';
const receiver = startReceiver(() => secret);
afterAll(async () => (await receiver).close());

type Api = Awaited<ReturnType<typeof apiAs>>;
interface MonitorRead {
  state: string;
  open_incident: { error: string } | null;
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + TWO_INTERVALS_MS;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

async function created<T>(api: Api, path: string, body: unknown): Promise<T> {
  const answer = await api.post(path, body);
  if (answer.status !== 201) throw new Error(`${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** A free team with an alert whose one action is a signed webhook to the receiver. */
async function freeTeamWithWebhookAlert() {
  const user = await createUser(journey.stack.apiUrl);
  const api = await apiAs(journey.stack.apiUrl, user.email, user.password);
  const account = (await api.get('/v1/auth/account')) as { id: string };
  await api.post('/v1/auth/account', { id: account.id, type: 'free' });
  const alert = await created<{ id: string; webhook_secret: string }>(api, '/v1/ops/alert', {
    name: 'Site down',
    expressions: [{ metric: 'health', operator: '<', value: 80 }],
    actions: [{ type: 'webhook', target: (await receiver).url }],
  });
  secret = alert.webhook_secret;
  return { api, alertId: alert.id };
}

it(
  'a 503 is an outage within two intervals, told once, recovered once; a window holds its notice; the status page shows it',
  async () => {
    const { api, alertId } = await freeTeamWithWebhookAlert();
    const site = journey.site;
    const monitor = (name: string, path: string) =>
      created<{ id: string }>(api, '/v1/ops/monitor', {
        name,
        kind: 'http',
        url: `${site.origin}${path}`,
        interval_seconds: 60,
        alert_id: alertId,
      });
    const shop = await monitor('Shop', '/shop');
    const blog = await monitor('Blog', '/blog');
    const read = (id: string) => () => api.get(`/v1/ops/monitor/${id}`) as Promise<MonitorRead>;
    await until('both checked at once', read(shop.id), (m) => m.state === 'up');
    await until('the blog checked', read(blog.id), (m) => m.state === 'up');
    const now = Date.now();
    await created(api, '/v1/ops/maintenance', {
      title: 'Blog migration',
      kind: 'once',
      starts_at: new Date(now - 60_000).toISOString(),
      ends_at: new Date(now + 30 * 60_000).toISOString(),
      monitor_ids: [blog.id],
    });
    await created(api, '/v1/ops/status-page', {
      slug: `shop-${now}`,
      title: 'Shop status',
      monitor_ids: [shop.id, blog.id],
    });

    const { received } = await receiver;
    site.status['/shop'] = 503;
    site.status['/blog'] = 503;
    const down = await until('the shop Down', read(shop.id), (m) => m.state === 'down');
    expect(down.open_incident).toMatchObject({ error: expect.stringContaining('503') });
    await until('the blog Down', read(blog.id), (m) => m.state === 'down');
    const issues = (await api.get('/v1/ops/issue?status=open')) as {
      results: { title: string }[];
    };
    expect(issues.results.map((issue) => issue.title)).toContain('Shop is down');

    site.status['/shop'] = 200;
    await until('the shop Up', read(shop.id), (m) => m.state === 'up' && !m.open_incident);
    // The delivery job sends within seconds of the check; a second notice would come with it.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(received.map((r) => [r.verified, r.body.state, r.body.monitor])).toEqual([
      [true, 'failing', expect.objectContaining({ name: 'Shop' })],
      [true, 'recovered', expect.objectContaining({ name: 'Shop' })],
    ]);

    const visitor = await journey.browser.newContext();
    const page = await visitor.newPage();
    const answer = await page.goto(`${journey.stack.baseUrl}/status/shop-${now}`);
    expect(answer?.status()).toBe(200);
    const text = await page.locator('body').innerText();
    expect(text).toContain('Shop status');
    // The blog's outage is current (held, not hidden), under its window; the shop's is past.
    expect(text).toMatch(/Current incidents\s+Blog down/);
    expect(text).toMatch(/Scheduled maintenance\s+Blog migration/);
    expect(text).toMatch(/Past incidents \(30 days\)\s+Shop down/);
    await visitor.close();

    const badge = await fetch(`${journey.stack.baseUrl}/badge/${shop.id}/status.svg`);
    expect([badge.status, badge.headers.get('content-type')]).toEqual([
      200,
      'image/svg+xml; charset=utf-8',
    ]);
    expect(await badge.text()).toMatch(/aria-label="Shop: up/);
  },
  8 * 60_000,
);
