import { randomUUID } from 'node:crypto';
import { signUpWithTeam } from '../../test/harness';
import { pageTestWorld } from '../../test/page-test-world';
import { enginePipeline } from '../engine/pipeline';
import { testEnv } from '../env';

jest.setTimeout(120_000);
const world = pageTestWorld();
const post = (token: string, body: object) => world.browser.post('/v1/ops/test', body, { token });
const get = (token: string, url: string) => world.browser.get(url, { token });

describe('POST /v1/ops/test input', () => {
  it('answers 400 naming the field for a threshold outside 0-100 and other bad input', async () => {
    const { token, pageIds, siteId } = await world.team(['/pricing']);
    for (const threshold of [400, -1, 100.5, '90']) {
      const answer = await post(token, { page_id: pageIds[0], threshold });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ field: 'threshold' });
    }
    const both = await post(token, { page_id: pageIds[0], site_id: siteId });
    expect(both.body).toEqual({ reason: 'page_id: give page_id or site_id', field: 'page_id' });
    const preWithSite = await post(token, { site_id: siteId, pre_scan_id: randomUUID() });
    expect(preWithSite.body).toMatchObject({ field: 'pre_scan_id' });
    // A scan still running cannot be the one compared with.
    const [running] = await world.t.db.query<{ id: string }>(
      `INSERT INTO scans (account_id, site_id, page_id)
       SELECT account_id, site_id, id FROM pages WHERE id = $1 RETURNING id`,
      [pageIds[0]],
    );
    const notDone = await post(token, { page_id: pageIds[0], pre_scan_id: running!.id });
    expect(notDone).toMatchObject({
      status: 400,
      body: { reason: 'pre_scan_id: the scan has not completed', field: 'pre_scan_id' },
    });
  });

  it("answers 404 for another team's page, site, scan and test, everywhere", async () => {
    const mine = await world.team(['/pricing']);
    const theirs = await world.team(['/pricing']);
    const started = await post(theirs.token, { page_id: theirs.pageIds[0] });
    const theirTest = started.body[0].id;
    const theirScan = started.body[0].post_scan;
    const t = mine.token;
    expect((await post(t, { page_id: theirs.pageIds[0] })).status).toBe(404);
    expect((await post(t, { site_id: theirs.siteId })).status).toBe(404);
    expect((await post(t, { page_id: mine.pageIds[0], pre_scan_id: theirScan })).status).toBe(404);
    expect((await get(t, `/v1/ops/test/${theirTest}`)).status).toBe(404);
    expect((await get(t, `/v1/ops/test?page_id=${theirs.pageIds[0]}`)).status).toBe(404);
    expect((await get(t, `/v1/ops/test?site_id=${theirs.siteId}`)).status).toBe(404);
    expect(
      (await world.browser.post(`/v1/ops/test/${theirTest}/accept`, {}, { token: t })).status,
    ).toBe(404);
    expect((await get(t, `/v1/ops/page/${theirs.pageIds[0]}/test-settings`)).status).toBe(404);
    const settings = `/v1/ops/page/${theirs.pageIds[0]}/test-settings`;
    expect(
      (await world.browser.post(settings, { ignore_selectors: [] }, { token: t })).status,
    ).toBe(404);
    // Their test is untouched and still theirs.
    expect((await get(theirs.token, `/v1/ops/test/${theirTest}`)).status).toBe(200);
  });
});

describe('usage', () => {
  const usage = async (token: string) => (await get(token, '/v1/auth/account')).body.usage;

  it('counts a test and its scan, and answers 426 past the plan with nothing created', async () => {
    const { token, teamId, pageIds } = await world.team(['/pricing', '/clock']);
    expect((await post(token, { page_id: pageIds[0] })).status).toBe(201);
    expect(await usage(token)).toMatchObject({ tests: 1, scans: 1 });

    await world.t.db.query('UPDATE accounts SET usage_tests = 29 WHERE id = $1', [teamId]);
    // Two pages, one test left: the whole request is refused.
    const refused = await post(token, {
      site_id: (await get(token, `/v1/ops/page/${pageIds[0]}`)).body.site,
    });
    expect(refused).toMatchObject({ status: 426, body: { reason: 'max tests reached' } });
    expect(await usage(token)).toMatchObject({ tests: 29, scans: 1 });
    expect((await get(token, `/v1/ops/test?page_id=${pageIds[1]}`)).body.count).toBe(0);

    await world.t.db.query('UPDATE accounts SET usage_tests = 0, usage_scans = 30 WHERE id = $1', [
      teamId,
    ]);
    expect((await post(token, { page_id: pageIds[0] })).body).toEqual({
      reason: 'max scans reached',
    });
  });

  it('bills tests past the quota on cloud instead of refusing them', async () => {
    const { token, teamId, pageIds } = await world.team(['/pricing']);
    await world.t.db.query(`UPDATE accounts SET type = 'cloud', usage_tests = 30 WHERE id = $1`, [
      teamId,
    ]);
    expect((await post(token, { page_id: pageIds[0] })).status).toBe(201);
    const [billing] = await world.t.db.query<{ overage_tasks: number }>(
      'SELECT overage_tasks FROM billing_accounts WHERE account_id = $1',
      [teamId],
    );
    expect(billing!.overage_tasks).toBe(1);
  });
});

describe('tests of a site, lists and the final-failure handler', () => {
  it('tests every page of a site and lists them newest first, paginated', async () => {
    const { token, siteId, pageIds } = await world.team(['/pricing', '/clock']);
    const started = await post(token, { site_id: siteId, threshold: 80 });
    expect(started.status).toBe(201);
    expect(started.body.map((test: { page: string }) => test.page).sort()).toEqual(
      [...pageIds].sort(),
    );
    expect(started.body[0]).toMatchObject({
      threshold: 80,
      status: 'working',
      pre_scan_source: 'none',
    });
    const first = await get(token, `/v1/ops/test?site_id=${siteId}&limit=1`);
    expect(first.body).toMatchObject({ count: 2, previous: null });
    expect(first.body.next).toContain('offset=1');
    expect((await get(token, `/v1/ops/test?page_id=${pageIds[1]}`)).body.count).toBe(1);
    expect((await get(token, '/v1/ops/test')).status).toBe(400);
  });

  it('fails a test whose comparison failed for good, with the reason, and ignores a retry', async () => {
    const { token, pageIds } = await world.team(['/pricing']);
    const [test] = (await post(token, { page_id: pageIds[0] })).body;
    const env = testEnv({ VIGIL_LIGHTHOUSE: 'off' });
    const job = enginePipeline({
      db: world.t.db,
      env,
      queue: { send: async () => null },
    }).compareTest;
    // The post scan has not run: the comparison waits (the scan's completion queues it again).
    await job.handle({ testId: test.id });
    expect((await get(token, `/v1/ops/test/${test.id}`)).body.status).toBe('working');
    await job.onFinalFailure!({ testId: test.id }, 'worker lost');
    const failed = (await get(token, `/v1/ops/test/${test.id}`)).body;
    expect(failed).toMatchObject({ status: 'failed', error: 'the comparison failed: worker lost' });
    expect(failed.time_completed).not.toBeNull();
    await job.onFinalFailure!({ testId: test.id }, 'again');
    expect((await get(token, `/v1/ops/test/${test.id}`)).body).toEqual(failed);
    const stranger = (await signUpWithTeam(world.browser, 'Other')).session.token;
    expect((await get(stranger, `/v1/ops/test/${test.id}`)).status).toBe(404);
  });
});

describe("a page's latest test", () => {
  it('is the working test from the moment it starts, so the site screen shows "Testing…"', async () => {
    const { token, pageIds, siteId } = await world.team(['/pricing']);
    const started = await post(token, { site_id: siteId });
    expect(started.status).toBe(201);
    const pages = await get(token, `/v1/ops/page?site_id=${siteId}`);
    const pricing = pages.body.results.find((page: { id: string }) => page.id === pageIds[0]);
    const mine = started.body.find((test: { page: string }) => test.page === pageIds[0]);
    expect(pricing.info.latest_test).toEqual({ id: mine.id, status: 'working', score: null });
  });
});
