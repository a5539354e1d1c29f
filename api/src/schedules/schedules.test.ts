import { randomUUID } from 'node:crypto';
import { Browser, signUp, signUpWithTeam, withTeamApp, type TeamApp } from '../../test/harness';
import { siteWithPages } from '../../test/schedule-fixture';

let world: TeamApp;
let mine: { siteId: string; pageIds: string[] };
let theirs: { siteId: string; pageIds: string[]; token: string; scheduleId: string };
withTeamApp(async (ready) => {
  world = ready;
  const db = ready.t.db;
  await db.query(`UPDATE accounts SET type = 'cloud' WHERE id = $1`, [ready.team.id]);
  mine = await siteWithPages(db, ready.team.id, ['/', '/pricing']);
  const browser = new Browser(ready.t.app);
  const other = await signUpWithTeam(browser, 'Other');
  await db.query(`UPDATE accounts SET type = 'cloud' WHERE id = $1`, [other.team.id]);
  const made = await siteWithPages(db, other.team.id, ['/']);
  const answer = await browser.post(
    '/v1/ops/schedule',
    { scope: 'site', resources: [made.siteId], task_type: 'scan', frequency: 'daily' },
    { token: other.session.token },
  );
  theirs = { ...made, token: other.session.token, scheduleId: answer.body.id };
});

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
  world.browser.call(method, url, { token: world.token, ...(body ? { body } : {}) });

describe('/v1/ops/schedule', () => {
  it('creates, reads, lists, updates, pauses and deletes a schedule with its next runs', async () => {
    const created = await call('POST', '/v1/ops/schedule', {
      scope: 'page',
      resources: [mine.pageIds[1]],
      task_type: 'test',
      frequency: 'daily',
      time: '02:30',
      timezone: 'Europe/Berlin',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      scope: 'page',
      resources: [{ id: mine.pageIds[1], type: 'page', str: 'http://127.0.0.1:9/pricing' }],
      task_type: 'test',
      frequency: 'daily',
      cron: null,
      status: 'Active',
      time_last_run: null,
      last_run: null,
    });
    const runs: string[] = created.body.next_runs;
    expect(runs).toHaveLength(3);
    // 02:30 in Berlin is 00:30 or 01:30 UTC (summer / winter), a day apart.
    for (const run of runs) expect(run).toMatch(/T0[01]:30:00\.000Z$/);
    const id = created.body.id;
    expect((await call('GET', `/v1/ops/schedule/${id}`)).body).toEqual(created.body);
    const list = await call('GET', '/v1/ops/schedule?limit=1');
    expect(list.body).toMatchObject({ count: 1, results: [{ id }] });

    const cron = await call('PATCH', `/v1/ops/schedule/${id}`, { cron: '15 */6 * * 1-5' });
    expect(cron.body).toMatchObject({ cron: '15 */6 * * 1-5', frequency: null });
    const paused = await call('PATCH', `/v1/ops/schedule/${id}`, { status: 'Paused' });
    expect(paused.body).toMatchObject({ status: 'Paused', next_runs: [] });
    expect((await call('DELETE', `/v1/ops/schedule/${id}`)).body).toEqual({ success: true });
    expect((await call('GET', `/v1/ops/schedule/${id}`)).status).toBe(404);
  });

  it('counts a new timing from now, while another edit keeps the slot already due', async () => {
    const created = await call('POST', '/v1/ops/schedule', {
      scope: 'page',
      resources: [mine.pageIds[0]],
      task_type: 'scan',
      frequency: 'hourly',
    });
    const id = created.body.id as string;
    const nextRunAt = async () =>
      (
        await world.t.db.query<{ next_run_at: Date | null }>(
          'SELECT next_run_at FROM schedules WHERE id = $1',
          [id],
        )
      )[0]!.next_run_at;
    // A slot that fell due a moment ago and that no tick has claimed yet.
    const due = new Date(Date.now() - 30_000);
    await world.t.db.query('UPDATE schedules SET next_run_at = $2 WHERE id = $1', [id, due]);

    await call('PATCH', `/v1/ops/schedule/${id}`, { task_type: 'test' });
    expect(await nextRunAt()).toEqual(due);

    const before = Date.now();
    const retimed = await call('PATCH', `/v1/ops/schedule/${id}`, {
      frequency: 'daily',
      time: '05:00',
      timezone: 'UTC',
    });
    const next = (await nextRunAt())!;
    expect(next.getTime()).toBeGreaterThan(before);
    expect(next.getTime() - before).toBeLessThanOrEqual(24 * 3600_000);
    expect(next.toISOString()).toMatch(/T05:00:00\.000Z$/);
    expect(retimed.body.next_runs[0]).toBe(next.toISOString());

    // Paused, then resumed a while later: from the resume, never the missed slots.
    await call('PATCH', `/v1/ops/schedule/${id}`, { status: 'Paused' });
    expect(await nextRunAt()).toBeNull();
    await call('PATCH', `/v1/ops/schedule/${id}`, { status: 'Active' });
    expect((await nextRunAt())!.getTime()).toBeGreaterThan(before);
    await call('DELETE', `/v1/ops/schedule/${id}`);
  });

  const good = { scope: 'site', task_type: 'scan', frequency: 'hourly' };
  it.each([
    ['an invalid cron', { cron: '61 * * * *', frequency: undefined }, 'cron'],
    ['a 4-field cron', { cron: '* * * *', frequency: undefined }, 'cron'],
    ['both frequency and cron', { cron: '* * * * *' }, 'cron'],
    ['neither frequency nor cron', { frequency: undefined }, 'frequency'],
    ['an unknown frequency', { frequency: '5-min' }, 'frequency'],
    ['an unknown timezone', { timezone: 'Mars/Olympus' }, 'timezone'],
    ['a time not HH:MM', { time: '7:5' }, 'time'],
    ['a time past 23:59', { time: '24:00' }, 'time'],
    ["another team's site", { resources: ['theirs'] }, 'resources'],
    ['a site that does not exist', { resources: [randomUUID()] }, 'resources'],
    ['a page id for a site scope', { resources: ['my-page'] }, 'resources'],
    ['a flow run without a flow', { task_type: 'flowrun' }, 'flow_id'],
    ['a flow that does not exist', { task_type: 'flowrun', flow_id: randomUUID() }, 'flow_id'],
    ['a flow on a scan schedule', { flow_id: randomUUID() }, 'flow_id'],
    ['a case run without a case', { task_type: 'caserun' }, 'case_id'],
    ["another team's alert", { alert_id: randomUUID() }, 'alert_id'],
  ])('answers 400 naming the field for %s', async (_, change, field) => {
    const resources = (change as { resources?: string[] }).resources?.map((r) =>
      r === 'theirs' ? theirs.siteId : r === 'my-page' ? mine.pageIds[0] : r,
    ) ?? [mine.siteId];
    const answer = await call('POST', '/v1/ops/schedule', { ...good, ...change, resources });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ field });
  });

  it("answers 404 for another team's schedule, everywhere", async () => {
    const url = `/v1/ops/schedule/${theirs.scheduleId}`;
    expect((await call('GET', url)).status).toBe(404);
    expect((await call('PATCH', url, { status: 'Paused' })).status).toBe(404);
    expect((await call('POST', `${url}/run`)).status).toBe(404);
    expect((await call('DELETE', url)).status).toBe(404);
    const still = await world.browser.get(url, { token: theirs.token });
    expect(still.body).toMatchObject({ status: 'Active' });
  });

  it('refuses a schedule past the plan with 426 max schedules reached', async () => {
    await world.t.db.query(`UPDATE accounts SET type = 'free' WHERE id = $1`, [world.team.id]);
    const body = { ...good, resources: [mine.siteId] };
    expect((await call('POST', '/v1/ops/schedule', body)).status).toBe(201);
    const second = await call('POST', '/v1/ops/schedule', body);
    expect(second).toMatchObject({ status: 426, body: { reason: 'max schedules reached' } });
    await world.t.db.query(`UPDATE accounts SET type = 'cloud' WHERE id = $1`, [world.team.id]);
  });

  it('runs now: one scan per page of the site, over the plan recorded as skipped', async () => {
    const created = await call('POST', '/v1/ops/schedule', {
      ...good,
      resources: [mine.siteId],
    });
    const run = await call('POST', `/v1/ops/schedule/${created.body.id}/run`);
    expect(run.body).toMatchObject({ manual: true, late: false, outcome: 'ran', skipped: 0 });
    expect(run.body.objects).toHaveLength(2);
    const scan = await call('GET', `/v1/ops/scan/${run.body.objects[0].id}`);
    expect(scan.status).toBe(200);
    // Free plan: 30 scans a month; with 29 used one page runs and the other is skipped.
    await world.t.db.query(`UPDATE accounts SET type = 'free', usage_scans = 29 WHERE id = $1`, [
      world.team.id,
    ]);
    const partial = await call('POST', `/v1/ops/schedule/${created.body.id}/run`);
    expect(partial.body).toMatchObject({ outcome: 'partial', skipped: 1 });
    const skipped = await call('POST', `/v1/ops/schedule/${created.body.id}/run`);
    expect(skipped.body).toMatchObject({ outcome: 'skipped', skipped: 2, objects: [] });
    const read = await call('GET', `/v1/ops/schedule/${created.body.id}`);
    expect(read.body.last_run).toMatchObject({ outcome: 'skipped' });
    expect(read.body.time_last_run).not.toBeNull();
  });

  it('lets a contributor of the team manage and run schedules', async () => {
    await world.t.db.query(`UPDATE accounts SET type = 'cloud', usage_scans = 0 WHERE id = $1`, [
      world.team.id,
    ]);
    const contributor = await signUp(world.browser);
    await world.t.db.query(
      `INSERT INTO members (account_id, user_id, email, status, type)
       VALUES ($1, $2, $3, 'active', 'contributor')`,
      [world.team.id, contributor.user.id, contributor.user.email],
    );
    const as = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) =>
      world.browser.call(method, url, { token: contributor.token, ...(body ? { body } : {}) });
    const created = await as('POST', '/v1/ops/schedule', { ...good, resources: [mine.siteId] });
    expect(created.status).toBe(201);
    const url = `/v1/ops/schedule/${created.body.id}`;
    expect((await as('PATCH', url, { status: 'Paused' })).body).toMatchObject({ status: 'Paused' });
    expect((await as('POST', `${url}/run`)).status).toBe(200);
    expect((await as('DELETE', url)).body).toEqual({ success: true });
  });

  it('previews the monthly cost against the plan before saving, nothing saved', async () => {
    await world.t.db.query(`UPDATE accounts SET type = 'cloud' WHERE id = $1`, [world.team.id]);
    const before = (await call('GET', '/v1/ops/schedule')).body.count;
    const daily = await call('POST', '/v1/ops/schedule/preview', {
      ...good,
      frequency: 'daily',
      resources: [mine.siteId],
    });
    expect(daily.body).toEqual({
      usage: 'scans',
      runs_per_month: 30,
      units_per_run: 2,
      per_month: 60,
      allowance: 30,
      over_allowance: true,
    });
    const tenMin = await call('POST', '/v1/ops/schedule/preview', {
      scope: 'page',
      resources: [mine.pageIds[0]],
      task_type: 'test',
      frequency: '10-min',
    });
    expect(tenMin.body).toMatchObject({ usage: 'tests', runs_per_month: 4320, per_month: 4320 });
    // Every minute: counted, not stepped through (issue 42: 31 s of a stalled API before).
    const everyMinute = await call('POST', '/v1/ops/schedule/preview', {
      ...good,
      frequency: undefined,
      cron: '* * * * *',
      resources: [mine.siteId],
    });
    expect(everyMinute.body).toMatchObject({ runs_per_month: 43_200, per_month: 86_400 });
    const bad = await call('POST', '/v1/ops/schedule/preview', { ...good, cron: '* * *' });
    expect(bad).toMatchObject({ status: 400, body: { field: 'cron' } });
    expect((await call('GET', '/v1/ops/schedule')).body.count).toBe(before);
  });
});
