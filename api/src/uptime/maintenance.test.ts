import { Browser, signUpWithTeam, withTeamApp, type TeamApp } from '../../test/harness';
import { maintenanceForStatusPage } from './maintenance';
import { caller, withoutMonitorLimit } from './testing/uptime-world';

let world: TeamApp;
let mine: string[];
let theirs: { token: string; monitorId: string };
withTeamApp(async (ready) => {
  world = ready;
  await withoutMonitorLimit(ready);
  const monitor = { kind: 'http', url: 'https://example.com/', interval_seconds: 300 };
  mine = [];
  for (const name of ['Shop', 'Blog']) {
    const made = await ready.browser.post(
      '/v1/ops/monitor',
      { ...monitor, name },
      { token: ready.token },
    );
    mine.push(made.body.id);
  }
  const browser = new Browser(ready.t.app);
  const other = await signUpWithTeam(browser, 'Other');
  const made = await browser.post(
    '/v1/ops/monitor',
    { ...monitor, name: 'Theirs' },
    { token: other.session.token },
  );
  theirs = { token: other.session.token, monitorId: made.body.id };
});

const call = caller(() => world);
const hours = (n: number) => new Date(Date.now() + n * 3_600_000).toISOString();
const once = () => ({
  title: 'Database upgrade',
  kind: 'once',
  starts_at: hours(1),
  ends_at: hours(3),
  monitor_ids: [mine[0]],
});
const weekly = {
  title: 'Sunday backups',
  kind: 'weekly',
  all_monitors: true,
  weekdays: ['sun'],
  start_time: '03:00',
  duration_minutes: 90,
  timezone: 'Europe/Berlin',
};

describe('/v1/ops/maintenance', () => {
  it('creates, reads, lists, updates and deletes windows', async () => {
    const body = once();
    const created = await call('POST', '/v1/ops/maintenance', body);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Database upgrade',
      kind: 'once',
      all_monitors: false,
      monitor_ids: [mine[0]],
      starts_at: body.starts_at,
      ends_at: body.ends_at,
      weekdays: [],
      start_time: null,
      timezone: 'UTC',
      active: false,
      next: { starts_at: body.starts_at, ends_at: body.ends_at },
    });
    const id = created.body.id;
    expect((await call('GET', `/v1/ops/maintenance/${id}`)).body).toEqual(created.body);

    const recurring = await call('POST', '/v1/ops/maintenance', weekly);
    expect(recurring.body).toMatchObject({ kind: 'weekly', monitor_ids: [], starts_at: null });
    // The next Sunday 03:00 in Berlin: 01:00 or 02:00 UTC by the season, 90 minutes long.
    const next = recurring.body.next;
    expect(new Date(next.starts_at).getUTCDay()).toBe(0);
    expect(next.starts_at).toMatch(/T0[12]:00:00/);
    expect(Date.parse(next.ends_at) - Date.parse(next.starts_at)).toBe(90 * 60_000);
    expect((await call('GET', '/v1/ops/maintenance?limit=1&offset=1')).body).toMatchObject({
      count: 2,
      results: [{ id }],
    });

    // Switching kind clears the other kind's fields.
    const edited = await call('PATCH', `/v1/ops/maintenance/${id}`, {
      ...weekly,
      title: 'Now weekly',
      all_monitors: false,
      monitor_ids: mine,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Now weekly', kind: 'weekly', starts_at: null });
    expect([...edited.body.monitor_ids].sort()).toEqual([...mine].sort());
    const renamed = await call('PATCH', `/v1/ops/maintenance/${id}`, { title: 'Renamed' });
    expect(renamed.body).toMatchObject({ title: 'Renamed', weekdays: ['sun'] });

    expect((await call('DELETE', `/v1/ops/maintenance/${id}`)).body).toEqual({ success: true });
    expect((await call('GET', `/v1/ops/maintenance/${id}`)).status).toBe(404);
    await call('DELETE', `/v1/ops/maintenance/${recurring.body.id}`);
  });

  it('is on now between its start and end', async () => {
    const body = { ...once(), starts_at: hours(-1) };
    const made = await call('POST', '/v1/ops/maintenance', body);
    expect(made.body).toMatchObject({ active: true, next: { starts_at: body.starts_at } });
    await call('DELETE', `/v1/ops/maintenance/${made.body.id}`);
  });

  it.each([
    ['an end before the start', { ends_at: hours(0.5) }, 'ends_at'],
    ['no start', { starts_at: null }, 'starts_at'],
    ['a start that is no date', { starts_at: 'tomorrow' }, 'starts_at'],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['no monitors', { monitor_ids: [] }, 'monitor_ids'],
    ['a blank title', { title: ' ' }, 'title'],
    ['a weekly window without days', { kind: 'weekly', weekdays: [] }, 'weekdays'],
    ['a time of 25:00', { kind: 'weekly', weekdays: ['sun'], start_time: '25:00' }, 'start_time'],
    ['no length', { kind: 'weekly', weekdays: ['sun'], start_time: '03:00' }, 'duration_minutes'],
  ])('refuses %s with a 400 naming the field', async (_what, change, field) => {
    const refused = await call('POST', '/v1/ops/maintenance', { ...once(), ...change });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ reason: expect.stringContaining(field), field });
  });

  it("refuses another team's monitor and answers 404 for another team's window", async () => {
    const refused = await call('POST', '/v1/ops/maintenance', {
      ...once(),
      monitor_ids: [mine[0], theirs.monitorId],
    });
    expect(refused).toMatchObject({ status: 400, body: { field: 'monitor_ids' } });
    const created = await world.browser.post(
      '/v1/ops/maintenance',
      { ...once(), monitor_ids: [theirs.monitorId] },
      { token: theirs.token },
    );
    expect(created.status).toBe(201);
    const path = `/v1/ops/maintenance/${created.body.id}`;
    expect((await call('GET', path)).status).toBe(404);
    expect((await call('PATCH', path, { title: 'Mine now' })).status).toBe(404);
    expect((await call('DELETE', path)).status).toBe(404);
    expect((await call('GET', '/v1/ops/maintenance')).body.results).toEqual([]);
    const still = await world.browser.get(path, { token: theirs.token });
    expect(still.body.title).toBe('Database upgrade');
  });
});

describe('maintenanceForStatusPage', () => {
  it("gives the page's monitors' windows on now and those starting within 7 days", async () => {
    const made = await Promise.all([
      call('POST', '/v1/ops/maintenance', { ...once(), starts_at: hours(-1) }),
      call('POST', '/v1/ops/maintenance', weekly),
      call('POST', '/v1/ops/maintenance', { ...once(), monitor_ids: [mine[1]] }),
      call('POST', '/v1/ops/maintenance', {
        ...once(),
        starts_at: hours(200),
        ends_at: hours(201),
      }),
    ]);
    const picture = await maintenanceForStatusPage(
      world.t.db,
      world.team.id,
      [mine[0]!],
      new Date(),
    );
    expect(picture.active).toEqual([
      {
        id: made[0].body.id,
        title: 'Database upgrade',
        starts_at: made[0].body.starts_at,
        ends_at: made[0].body.ends_at,
        monitor_ids: [mine[0]],
      },
    ]);
    // The weekly one (every monitor) once within the week; not Blog's, not the one in 8 days.
    expect(picture.upcoming).toEqual([
      expect.objectContaining({ id: made[1].body.id, starts_at: made[1].body.next.starts_at }),
    ]);
    for (const window of made) await call('DELETE', `/v1/ops/maintenance/${window.body.id}`);
  });
});
