import { Browser, signUpWithTeam, withTeamApp, type TeamApp } from '../../test/harness';
import { caller, withoutMonitorLimit, startTarget, uptimeWorker } from './testing/uptime-world';

let world: TeamApp;
let theirs: { token: string; monitorId: string; pageId: string };
const target = startTarget();
withTeamApp(
  async (ready) => {
    world = ready;
    await withoutMonitorLimit(ready);
    const browser = new Browser(ready.t.app);
    const other = await signUpWithTeam(browser, 'Other');
    const options = { token: other.session.token };
    const monitor = await browser.post(
      '/v1/ops/monitor',
      { name: 'Their API', kind: 'http', url: 'https://example.com/', interval_seconds: 300 },
      options,
    );
    const page = await browser.post(
      '/v1/ops/status-page',
      { slug: 'their-status', title: 'Theirs', monitor_ids: [monitor.body.id] },
      options,
    );
    theirs = { token: other.session.token, monitorId: monitor.body.id, pageId: page.body.id };
  },
  { VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' },
);
afterAll(async () => (await target).close());

const call = caller(() => world);
/** A visitor without an account: no token, no cookie, the answer as it comes (HTML, SVG, JSON). */
const visit = (url: string) => world.t.app.inject({ method: 'GET', url });

async function monitor(name: string, url: string) {
  const made = await call('POST', '/v1/ops/monitor', {
    name,
    kind: 'http',
    url,
    interval_seconds: 60,
  });
  expect(made.status).toBe(201);
  return made.body.id as string;
}

describe('/v1/ops/status-page', () => {
  it('creates, lists, reads, updates and deletes a status page', async () => {
    const [shop, blog] = [
      await monitor('Shop', 'https://example.com/shop'),
      await monitor('Blog', 'https://example.com/blog'),
    ];
    const created = await call('POST', '/v1/ops/status-page', {
      slug: ' Acme-Status ',
      title: 'Acme',
      monitor_ids: [shop, blog],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug: 'acme-status',
      title: 'Acme',
      description: '',
      site_id: null,
      monitor_ids: [shop, blog],
      show_urls: false,
      public_path: '/status/acme-status',
    });
    const id = created.body.id;
    expect((await call('GET', `/v1/ops/status-page/${id}`)).body).toEqual(created.body);
    expect((await call('GET', '/v1/ops/status-page')).body).toMatchObject({
      count: 1,
      results: [{ id }],
    });
    const edited = await call('PATCH', `/v1/ops/status-page/${id}`, {
      slug: 'acme',
      monitor_ids: [blog, shop],
      show_urls: true,
    });
    expect(edited.body).toMatchObject({ slug: 'acme', monitor_ids: [blog, shop], show_urls: true });
    expect((await call('DELETE', `/v1/ops/status-page/${id}`)).body).toEqual({ success: true });
    expect((await call('GET', `/v1/ops/status-page/${id}`)).status).toBe(404);
  });

  it("refuses bad input by field and answers another team's page as 404", async () => {
    const mine = await monitor('Mine', 'https://example.com/');
    const valid = { slug: 'refusals', title: 'T', monitor_ids: [mine] };
    const refusals: [object, string][] = [
      [{ ...valid, slug: '-bad slug' }, 'slug'],
      [{ ...valid, slug: 'their-status' }, 'slug'],
      [{ ...valid, monitor_ids: [] }, 'monitor_ids'],
      [{ ...valid, monitor_ids: [mine, mine] }, 'monitor_ids'],
      [{ ...valid, monitor_ids: [theirs.monitorId] }, 'monitor_ids'],
      [{ ...valid, title: '' }, 'title'],
    ];
    for (const [body, field] of refusals) {
      const refused = await call('POST', '/v1/ops/status-page', body);
      expect([refused.status, refused.body.field]).toEqual([400, field]);
      expect(refused.body.reason).toEqual(expect.any(String));
    }
    for (const method of ['GET', 'PATCH', 'DELETE'] as const)
      expect(
        (
          await call(
            method,
            `/v1/ops/status-page/${theirs.pageId}`,
            method === 'PATCH' ? { title: 'x' } : undefined,
          )
        ).status,
      ).toBe(404);
  });
});

describe('the public status page, feed and badge', () => {
  it('shows the chosen monitors to anyone, with incidents, and nothing else', async () => {
    const site = await target;
    const up = await monitor('Checkout', site.url);
    const down = await monitor('Search', `${site.url}?search`);
    const hidden = await monitor('Admin panel', 'https://example.com/admin');
    const made = await call('POST', '/v1/ops/status-page', {
      slug: 'shop-status',
      title: 'Shop <status>',
      monitor_ids: [up, down],
    });
    const jobs = uptimeWorker(world);
    await jobs.minute();
    site.state.script = [503, 503, 503, 503];
    await call('PATCH', `/v1/ops/monitor/${up}`, { paused: true });
    await jobs.minute();
    await jobs.minute();

    const feed = await visit('/status/shop-status/feed.json');
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['cache-control']).toBe('public, max-age=30');
    const body = feed.json();
    expect(body).toMatchObject({
      title: 'Shop <status>',
      state: 'down',
      monitors: [
        { id: up, name: 'Checkout', state: 'paused', url: null },
        { id: down, name: 'Search', state: 'down', url: null },
      ],
      open_incidents: [
        { monitor_id: down, monitor_name: 'Search', error_class: 'status', time_resolved: null },
      ],
      recent_incidents: [],
    });
    expect(JSON.stringify(body)).not.toContain(site.url);

    const page = await visit('/status/shop-status');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('public, max-age=30');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('<h1>Shop &lt;status&gt;</h1>');
    expect(page.body).toContain('All systems are down');
    expect(page.body).toMatch(/Search<\/strong> down \(error status\)/);
    expect(page.body).not.toContain('<script');
    expect(page.body).not.toContain('Admin panel');
    expect(page.body).not.toContain(site.url);
    expect(page.body.length).toBeLessThan(40_000);

    // Computed once per 30 s, however many visitors; the team's edit shows at once.
    const again = await visit('/status/shop-status/feed.json');
    expect(again.json().generated_at).toBe(body.generated_at);
    await call('PATCH', `/v1/ops/status-page/${made.body.id}`, { show_urls: true });
    expect((await visit('/status/shop-status/feed.json')).json().monitors[1].url).toBe(
      `${site.url}?search`,
    );

    const badge = await visit(`/badge/${down}/status.svg?period=7d`);
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(badge.headers['cache-control']).toBe('public, max-age=30');
    expect(badge.body).toMatch(/^<svg[^>]*aria-label="Search: down · [\d.]+ % 7d"/);
    expect((await visit(`/badge/${hidden}/status.svg`)).statusCode).toBe(404);
    const uptime = await visit(`/badge/${down}/uptime.svg?period=30d`);
    expect(uptime.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(uptime.body).toMatch(/^<svg[^>]*aria-label="uptime 30d: [\d.]+ %"/);
    expect((await visit(`/badge/${hidden}/uptime.svg`)).statusCode).toBe(404);

    // The /v1/ addresses of links and badges published before stay the same answers.
    expect((await visit('/v1/status/shop-status')).body).toContain('<h1>Shop &lt;status&gt;</h1>');
    expect((await visit('/v1/status/shop-status/feed.json')).statusCode).toBe(200);
    expect((await visit(`/v1/badge/${down}/status.svg?period=7d`)).body).toBe(badge.body);
    expect((await visit(`/v1/badge/${down}/uptime.svg`)).statusCode).toBe(200);
  });

  it('shows maintenance under way and starting within 7 days, not later ones', async () => {
    const [db, cache] = [
      await monitor('Database', 'https://example.com/db'),
      await monitor('Cache', 'https://example.com/cache'),
    ];
    await call('POST', '/v1/ops/status-page', {
      slug: 'maintained',
      title: 'Maintained',
      monitor_ids: [db, cache],
    });
    const at = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
    const window = (title: string, from: number, to: number, ids: string[]) =>
      call('POST', '/v1/ops/maintenance', {
        title,
        kind: 'once',
        starts_at: at(from),
        ends_at: at(to),
        monitor_ids: ids,
      });
    expect((await window('Disk swap', -1, 2, [db])).status).toBe(201);
    await window('Cache upgrade', 48, 50, [cache]);
    await window('Next month', 24 * 30, 24 * 30 + 1, [db]);

    const feed = (await visit('/status/maintained/feed.json')).json();
    expect(feed.maintenance).toEqual({
      active: [expect.objectContaining({ title: 'Disk swap', monitor_ids: [db] })],
      upcoming: [expect.objectContaining({ title: 'Cache upgrade', monitor_ids: [cache] })],
    });
    const page = (await visit('/status/maintained')).body;
    expect(page).toContain('<h2>Scheduled maintenance</h2>');
    expect(page).toMatch(
      /Disk swap<\/strong>, under way until [\d-]+ [\d:]+ UTC<br><span class="muted">Database</,
    );
    expect(page).toMatch(
      /Cache upgrade<\/strong>, from .* UTC to .* UTC<br><span class="muted">Cache</,
    );
    expect(page).not.toContain('Next month');
  });

  it('answers an unknown or malformed slug with a plain 404 page', async () => {
    for (const slug of ['no-such-page', 'Not%20a%20slug']) {
      const missing = await visit(`/status/${slug}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(missing.body).toContain('Status page not found');
    }
    expect((await visit('/status/no-such-page/feed.json')).statusCode).toBe(404);
    expect((await visit('/v1/status/no-such-page')).statusCode).toBe(404);
  });
});
