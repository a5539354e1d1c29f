import { Browser, signUpWithTeam, withTeamApp, type TeamApp } from '../../test/harness';
import { caller, startTarget, uptimeWorker, withoutMonitorLimit } from './testing/uptime-world';

/**
 * Incident updates (issue 46): the team writes where the work on an incident stands, its users
 * read it under the incident on the public status page and in the feed, newest first.
 */
let world: TeamApp;
let theirIncident: string;
const target = startTarget();
withTeamApp(
  async (ready) => {
    world = ready;
    await withoutMonitorLimit(ready);
    const other = await signUpWithTeam(new Browser(ready.t.app), 'Other');
    const [monitor] = await ready.t.db.query<{ id: string }>(
      `INSERT INTO monitors (account_id, name, kind, url, interval_seconds)
       VALUES ($1, 'Their API', 'http', 'https://example.com/', 300) RETURNING id`,
      [other.team.id],
    );
    const [incident] = await ready.t.db.query<{ id: string }>(
      `INSERT INTO monitor_incidents (monitor_id, time_started) VALUES ($1, now()) RETURNING id`,
      [monitor!.id],
    );
    theirIncident = incident!.id;
  },
  { VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' },
);
afterAll(async () => (await target).close());

const call = caller(() => world);
const visit = (url: string) => world.t.app.inject({ method: 'GET', url });

/** A monitor made Down by real checks (one open incident), on a status page; its incident id. */
async function downMonitorOnPage(slug: string) {
  const site = await target;
  const made = await call('POST', '/v1/ops/monitor', {
    name: 'Checkout',
    kind: 'http',
    url: `${site.url}?${slug}`,
    interval_seconds: 60,
  });
  await call('POST', '/v1/ops/status-page', { slug, title: 'Shop', monitor_ids: [made.body.id] });
  site.state.status = 503;
  const jobs = uptimeWorker(world);
  await jobs.minute();
  await jobs.minute();
  site.state.status = 200;
  const incidents = await call('GET', '/v1/ops/incident?limit=50&offset=0');
  const open = incidents.body.results.find(
    (it: { monitor_id: string }) => it.monitor_id === made.body.id,
  );
  expect(open).toMatchObject({ monitor_name: 'Checkout', time_resolved: null, updates: [] });
  return open.id as string;
}

describe('/v1/ops/incident/{id}/updates', () => {
  it('posts updates that the status page and feed show under the incident, newest first', async () => {
    const incident = await downMonitorOnPage('updates-shop');
    // Read once so the public picture is cached: a new update must still show at once.
    expect((await visit('/status/updates-shop')).body).not.toContain('Investigating');
    const first = await call('POST', `/v1/ops/incident/${incident}/updates`, {
      status: 'investigating',
      message: 'Checkout answers 503; we are looking.',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      incident_id: incident,
      status: 'investigating',
      message: 'Checkout answers 503; we are looking.',
      author_email: world.session.user.email,
    });
    await call('POST', `/v1/ops/incident/${incident}/updates`, {
      status: 'identified',
      message: 'The database disk is full. <b>Freeing it</b>.',
    });

    const listed = await call('GET', `/v1/ops/incident/${incident}/updates?limit=10&offset=0`);
    expect(listed.body.results.map((u: { status: string }) => u.status)).toEqual([
      'identified',
      'investigating',
    ]);
    const page = (await visit('/status/updates-shop')).body;
    expect(page).toMatch(/Identified<\/strong><time[^>]*>[\d-]+ [\d:]+ UTC<\/time>/);
    expect(page.indexOf('Identified')).toBeLessThan(page.indexOf('Investigating'));
    expect(page).toContain('The database disk is full. &lt;b&gt;Freeing it&lt;/b&gt;.');
    const feed = (await visit('/status/updates-shop/feed.json')).json();
    expect(feed.open_incidents[0].updates).toEqual([
      expect.objectContaining({ status: 'identified' }),
      { status: 'investigating', message: first.body.message, time_created: expect.any(String) },
    ]);
    expect(JSON.stringify(feed)).not.toContain(world.session.user.email);

    const removed = await call('DELETE', `/v1/ops/incident/${incident}/updates/${first.body.id}`);
    expect(removed.body).toEqual({ success: true });
    expect((await visit('/status/updates-shop')).body).not.toContain('Investigating');
    const again = await call('DELETE', `/v1/ops/incident/${incident}/updates/${first.body.id}`);
    expect(again.status).toBe(404);
  });

  it('refuses an empty or too long message and an unknown status, naming the field', async () => {
    const incident = await downMonitorOnPage('refusals-shop');
    const post = (body: object) => call('POST', `/v1/ops/incident/${incident}/updates`, body);
    for (const [body, field] of [
      [{ status: 'monitoring', message: '   ' }, 'message'],
      [{ status: 'monitoring' }, 'message'],
      [{ status: 'monitoring', message: 'x'.repeat(2001) }, 'message'],
      [{ status: 'fixed', message: 'Done' }, 'status'],
    ] as const) {
      const answer = await post(body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ reason: expect.stringContaining(`${field}:`), field });
    }
    const listed = await call('GET', `/v1/ops/incident/${incident}/updates?limit=10&offset=0`);
    expect(listed.body.count).toBe(0);
  });

  it("answers 404 for another team's incident, and never shows it in the team's list", async () => {
    const base = `/v1/ops/incident/${theirIncident}/updates`;
    expect((await call('GET', `${base}?limit=10&offset=0`)).status).toBe(404);
    const posted = await call('POST', base, { status: 'resolved', message: 'Not yours' });
    expect(posted.status).toBe(404);
    const deleted = await call('DELETE', `${base}/${theirIncident}`);
    expect(deleted.status).toBe(404);
    const [written] = await world.t.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM monitor_incident_updates WHERE incident_id = $1',
      [theirIncident],
    );
    expect(written?.count).toBe(0);
    const mine = await call('GET', '/v1/ops/incident?limit=50&offset=0');
    expect(mine.body.results.map((it: { id: string }) => it.id)).not.toContain(theirIncident);
  });
});
