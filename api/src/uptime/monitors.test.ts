import { planCatalogue } from '@vigil/contract';
import { withTeamApp, type TeamApp } from '../../test/harness';
import { siteWithPages } from '../../test/schedule-fixture';
import { otherTeamsMonitor } from './testing/uptime-world';

let world: TeamApp;
let siteId: string;
let theirs: { token: string; monitorId: string; siteId: string };
withTeamApp(
  async (ready) => {
    world = ready;
    siteId = (await siteWithPages(ready.t.db, ready.team.id, ['/'])).siteId;
    const other = await otherTeamsMonitor(ready, 300);
    theirs = {
      token: other.token,
      monitorId: other.monitorId,
      siteId: (await siteWithPages(ready.t.db, other.teamId, ['/'])).siteId,
    };
  },
  { VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' },
);

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
  world.browser.call(method, url, { token: world.token, ...(body ? { body } : {}) });

const valid = { name: 'Shop', kind: 'http', url: 'https://example.com/shop', interval_seconds: 60 };

describe('/v1/ops/monitor', () => {
  it('creates, reads, lists, updates, pauses and deletes a monitor', async () => {
    const created = await call('POST', '/v1/ops/monitor', { ...valid, site_id: siteId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Shop',
      kind: 'http',
      url: 'https://example.com/shop',
      site_id: siteId,
      alert_id: null,
      interval_seconds: 60,
      failures_to_down: 2,
      state: 'pending',
      last_result: null,
      open_incident: null,
      uptime: { day: null, week: null, month: null },
      settings: { method: 'GET', expected_status_min: 200, expected_status_max: 399 },
    });
    const id = created.body.id;
    expect((await call('GET', `/v1/ops/monitor/${id}`)).body).toEqual(created.body);
    const older = await call('POST', '/v1/ops/monitor', { ...valid, name: 'Blog' });
    expect((await call('GET', '/v1/ops/monitor?limit=1&offset=1')).body).toMatchObject({
      count: 2,
      results: [{ id }],
      previous: expect.stringContaining('offset=0'),
    });
    await call('DELETE', `/v1/ops/monitor/${older.body.id}`);
    const edited = await call('PATCH', `/v1/ops/monitor/${id}`, {
      interval_seconds: 120,
      settings: { body_contains: 'Add to cart' },
    });
    expect(edited.body).toMatchObject({
      interval_seconds: 120,
      settings: { body_contains: 'Add to cart', timeout_seconds: 10 },
    });
    const paused = await call('PATCH', `/v1/ops/monitor/${id}`, { paused: true });
    expect(paused.body.state).toBe('paused');
    expect((await call('DELETE', `/v1/ops/monitor/${id}`)).body).toEqual({ success: true });
    expect((await call('GET', `/v1/ops/monitor/${id}`)).status).toBe(404);
  });

  it("answers 404 for another team's monitor, whatever the call", async () => {
    const url = `/v1/ops/monitor/${theirs.monitorId}`;
    for (const [method, path, body] of [
      ['GET', url],
      ['PATCH', url, { name: 'Mine now' }],
      ['DELETE', url],
      ['GET', `${url}/results`],
    ] as const) {
      expect((await call(method, path, body)).status).toBe(404);
    }
    const still = await world.browser.get(url, { token: theirs.token });
    expect(still.body).toMatchObject({ name: 'Theirs' });
  });

  it('refuses bad input with the reason and the field', async () => {
    const refused = async (body: object, field: string, status = 400) => {
      const answer = await call('POST', '/v1/ops/monitor', { ...valid, ...body });
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ reason: expect.any(String), field });
      return answer.body.reason as string;
    };
    expect(await refused({ url: 'ftp://example.com/' }, 'url')).toBe(
      'url: must be an http or https URL',
    );
    await refused({ url: 'not a url' }, 'url');
    await refused({ name: '' }, 'name');
    await refused({ kind: 'ping' }, 'kind');
    await refused({ interval_seconds: 90_000 }, 'interval_seconds');
    await refused({ interval_seconds: 'often' }, 'interval_seconds');
    await refused(
      { settings: { expected_status_min: 500, expected_status_max: 200 } },
      'settings.expected_status_min',
    );
    await refused({ settings: { timeout_seconds: 61 } }, 'settings.timeout_seconds');
    expect(await refused({ url: 'http://10.0.0.8/' }, 'url')).toBe(
      'url: must not be a private or local address',
    );
    expect(await refused({ kind: 'tls', url: 'http://example.com/' }, 'url')).toBe(
      'url: a tls monitor checks an https URL',
    );
    expect(await refused({ url: undefined }, 'url')).toBe('url: enter a URL to check');
    await refused({ alert_id: '00000000-0000-4000-8000-000000000000' }, 'alert_id');
    const patched = await call('PATCH', `/v1/ops/monitor/${theirs.monitorId}`, { name: '' });
    expect(patched.status).toBe(400);
  });

  it("keeps a monitor's site through edits, clears it on request, and answers 404 for another team's site", async () => {
    const created = await call('POST', '/v1/ops/monitor', { ...valid, site_id: siteId });
    const id = created.body.id;
    const notFound = { reason: 'Not found.' };
    const foreign = await call('POST', '/v1/ops/monitor', { ...valid, site_id: theirs.siteId });
    expect([foreign.status, foreign.body]).toEqual([404, notFound]);
    const moved = await call('PATCH', `/v1/ops/monitor/${id}`, { site_id: theirs.siteId });
    expect([moved.status, moved.body]).toEqual([404, notFound]);
    expect((await call('GET', `/v1/ops/monitor/${id}`)).body.site_id).toBe(siteId);
    const renamed = await call('PATCH', `/v1/ops/monitor/${id}`, { name: 'Renamed' });
    expect(renamed.body).toMatchObject({ name: 'Renamed', site_id: siteId });
    const listed = await call('GET', `/v1/ops/monitor?site_id=${siteId}`);
    expect(listed.body.results.map((it: { id: string }) => it.id)).toContain(id);
    const cleared = await call('PATCH', `/v1/ops/monitor/${id}`, { site_id: null });
    expect(cleared.body.site_id).toBeNull();
    await call('DELETE', `/v1/ops/monitor/${id}`);
  });

  it("refuses an interval below the plan's floor and takes it on a plan that allows it", async () => {
    const free = await call('POST', '/v1/ops/monitor', { ...valid, interval_seconds: 30 });
    expect(free.status).toBe(400);
    expect(free.body).toEqual({
      reason: 'interval_seconds: the free plan checks at most every 60 s',
      field: 'interval_seconds',
    });
    await world.t.db.query(`UPDATE accounts SET type = 'cloud' WHERE id = $1`, [world.team.id]);
    const cloud = await call('POST', '/v1/ops/monitor', { ...valid, interval_seconds: 30 });
    expect(cloud.status).toBe(201);
    const below = await call('PATCH', `/v1/ops/monitor/${cloud.body.id}`, { interval_seconds: 10 });
    expect(below.body).toEqual({
      reason: 'interval_seconds: the cloud plan checks at most every 30 s',
      field: 'interval_seconds',
    });
    await world.t.db.query(`UPDATE accounts SET type = 'enterprise' WHERE id = $1`, [
      world.team.id,
    ]);
    const enterprise = await call('PATCH', `/v1/ops/monitor/${cloud.body.id}`, {
      interval_seconds: 10,
    });
    expect(enterprise.body.interval_seconds).toBe(10);
  });

  it("refuses a monitor past the plan's monitors_allowed with 426, and another plan allows more", async () => {
    const onPlan = (type: string, limits: object | null = null) =>
      world.t.db.query('UPDATE accounts SET type = $2, limits = $3 WHERE id = $1', [
        world.team.id,
        type,
        limits && JSON.stringify(limits),
      ]);
    const count = async () => (await call('GET', '/v1/ops/monitor')).body.count as number;
    await onPlan('free');
    for (let made = await count(); made < planCatalogue.free.limits.monitors_allowed; made += 1)
      expect((await call('POST', '/v1/ops/monitor', valid)).status).toBe(201);
    const full = await count();
    const refused = await call('POST', '/v1/ops/monitor', { ...valid, name: 'One too many' });
    expect(refused.status).toBe(426);
    expect(refused.body).toEqual({ reason: 'max monitors reached' });
    expect(await count()).toBe(full);
    await onPlan('cloud');
    expect((await call('POST', '/v1/ops/monitor', valid)).status).toBe(201);
    // An operator's limits saved before monitors were counted leave them unlimited.
    await onPlan('enterprise', { sites_allowed: 1 });
    expect((await call('POST', '/v1/ops/monitor', valid)).status).toBe(201);
    expect(await count()).toBe(full + 2);
  });
});
