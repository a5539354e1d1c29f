import type { CaseStep } from '@vigil/contract';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { useCaseRunWorld } from '../../test/caserun-world';
import { signUpWithTeam } from '../../test/harness';

jest.setTimeout(180_000);

const world = useCaseRunWorld();

const SIGN_IN: CaseStep[] = [
  {
    action: { type: 'navigate', selector: null, value: '/login' },
    assertion: { type: 'exists', selector: 'form', value: null },
  },
  { action: { type: 'change', selector: '#user', value: 'ada' }, assertion: null },
  {
    action: {
      type: 'change',
      selector: null,
      value: 'open sesame',
      locator: { label: 'Password' },
    },
    assertion: null,
  },
  { action: { type: 'wait', selector: null, value: '1200' }, assertion: null },
  {
    action: {
      type: 'click',
      selector: '.btn-x1',
      value: null,
      locator: { role: 'button', name: 'Sign in' },
    },
    assertion: { type: 'text', selector: 'h1', value: 'Welcome, Ada' },
  },
];

async function team(type = 'enterprise') {
  const { session, team } = await signUpWithTeam(world.browser);
  await world.t.db.query('UPDATE accounts SET type = $2 WHERE id = $1', [team.id, type]);
  const site = await world.browser.post(
    '/v1/ops/site',
    { site_url: world.site.origin },
    { token: session.token },
  );
  expect(site.status).toBe(201);
  return { token: session.token, accountId: team.id, siteId: site.body.id as string };
}

async function addCase(owner: { accountId: string; siteId: string }, steps: unknown[]) {
  const rows = await world.t.db.query<{ id: string }>(
    `INSERT INTO cases (account_id, site_id, title, type, steps) VALUES ($1, $2, 'Sign in', 'recorded', $3)
     RETURNING id`,
    [owner.accountId, owner.siteId, JSON.stringify(steps)],
  );
  return rows[0]!.id;
}

const startRun = (token: string, body: Record<string, unknown>) =>
  world.browser.post('/v1/ops/caserun', body, { token });

describe('case runs', () => {
  it('runs a case step by step, readable live, then passed with screenshots', async () => {
    const owner = await team();
    const caseId = await addCase(owner, SIGN_IN);
    const created = await startRun(owner.token, { case_id: caseId, site_id: owner.siteId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      case: caseId,
      site: owner.siteId,
      status: 'working',
      case_steps: SIGN_IN,
    });
    expect(created.body.steps.map((step: { status: string }) => step.status)).toEqual(
      Array(5).fill('pending'),
    );

    const running = world.worker().handle({ caserunId: created.body.id });
    // While the 1.2 s wait runs, the first steps read as passed and the run as working.
    let live: { status: string; steps: { status: string }[] } | null = null;
    for (let tries = 0; tries < 200 && !live; tries += 1) {
      const read = await world.browser.get(`/v1/ops/caserun/${created.body.id}`, {
        token: owner.token,
      });
      if (read.body.steps[3].status === 'running') live = read.body;
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(live).toMatchObject({ status: 'working' });
    expect(live!.steps.map((step) => step.status)).toEqual([
      'passed',
      'passed',
      'passed',
      'running',
      'pending',
    ]);
    await running;

    const done = await world.browser.get(`/v1/ops/caserun/${created.body.id}`, {
      token: owner.token,
    });
    expect(done.body).toMatchObject({ status: 'passed', error: null, issue: null });
    expect(done.body.time_completed).toEqual(expect.any(String));
    expect(done.body.duration_ms).toBeGreaterThanOrEqual(1200);
    expect(
      done.body.steps.map(
        (step: { locator: { kind: string } | null }) => step.locator?.kind ?? null,
      ),
    ).toEqual(['css', 'css', 'label', null, 'role']);
    const shot = await world.t.app.inject({
      method: 'GET',
      url: done.body.steps[4].screenshot.url,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(shot.statusCode).toBe(200);
    expect(shot.headers['content-type']).toBe('image/png');

    // A retried job of a run that ended does nothing: the outcome stays.
    await world.worker().handle({ caserunId: created.body.id });
    const again = await world.browser.get(`/v1/ops/caserun/${created.body.id}`, {
      token: owner.token,
    });
    expect(again.body).toEqual(done.body);

    const listed = await world.browser.get(`/v1/ops/caserun?case_id=${caseId}`, {
      token: owner.token,
    });
    expect(listed.body).toMatchObject({ count: 1, results: [{ id: created.body.id }] });
    const bySite = await world.browser.get(`/v1/ops/caserun?site_id=${owner.siteId}&limit=1`, {
      token: owner.token,
    });
    expect(bySite.body.count).toBe(1);
  });

  it('opens an issue for the failing step, keeps it on the next failure, closes it on a pass', async () => {
    const owner = await team();
    const caseId = await addCase(owner, SIGN_IN);
    const broken = {
      case_id: caseId,
      site_id: owner.siteId,
      updates: [{ index: 0, value: '/gone' }],
    };
    const issueIds: string[] = [];
    for (let round = 0; round < 2; round += 1) {
      const run = await startRun(owner.token, broken);
      await world.worker().handle({ caserunId: run.body.id });
      const read = await world.browser.get(`/v1/ops/caserun/${run.body.id}`, {
        token: owner.token,
      });
      expect(read.body).toMatchObject({ status: 'failed', error: null });
      expect(read.body.steps.map((step: { status: string }) => step.status)).toEqual([
        'failed',
        'skipped',
        'skipped',
        'skipped',
        'skipped',
      ]);
      expect(read.body.steps[0].error).toBe(`${world.site.origin}/gone answered 404`);
      issueIds.push(read.body.issue);
    }
    expect(issueIds[0]).toEqual(expect.any(String));
    expect(issueIds[1]).toBe(issueIds[0]);
    const issue = await world.browser.get(`/v1/ops/issue/${issueIds[0]}`, { token: owner.token });
    expect(issue.body).toMatchObject({
      status: 'open',
      title: 'Case "Sign in" fails at step 1',
      affected: { type: 'case', id: caseId },
      fingerprint: `caserun:${caseId}:${owner.siteId}:step-0`,
    });

    const fixed = await startRun(owner.token, { case_id: caseId, site_id: owner.siteId });
    await world.worker().handle({ caserunId: fixed.body.id });
    const passed = await world.browser.get(`/v1/ops/caserun/${fixed.body.id}`, {
      token: owner.token,
    });
    expect(passed.body.status).toBe('passed');
    const closed = await world.browser.get(`/v1/ops/issue/${issueIds[0]}`, { token: owner.token });
    expect(closed.body).toMatchObject({ status: 'closed' });
  });

  it('runs on another host (base_url: a preview) there, and settles no issue of the site', async () => {
    const owner = await team();
    const caseId = await addCase(owner, SIGN_IN);
    // Another host (a preview deploy) where nothing is found yet.
    const server = createServer((_req, res) =>
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not here yet</h1>'),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const preview = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const body = { case_id: caseId, site_id: owner.siteId, base_url: `${preview}/ignored-path` };
      const run = await startRun(owner.token, body);
      expect(run.body.base_url).toBe(preview);
      await world.worker().handle({ caserunId: run.body.id });
      const read = await world.browser.get(`/v1/ops/caserun/${run.body.id}`, {
        token: owner.token,
      });
      expect(read.body).toMatchObject({ status: 'failed', issue: null, base_url: preview });
      expect(read.body.steps[0].error).toBe(`${preview}/login answered 404`);
      const issues = await world.browser.get('/v1/ops/issue', { token: owner.token });
      expect(issues.body.count).toBe(0);
      const refused = await startRun(owner.token, { ...body, base_url: 'ftp://preview.example' });
      expect(refused.body).toMatchObject({ field: 'base_url' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('ends a run whose job failed for good as failed, never working', async () => {
    const owner = await team();
    const caseId = await addCase(owner, SIGN_IN);
    const run = await startRun(owner.token, { case_id: caseId, site_id: owner.siteId });
    await world.worker().onFinalFailure!({ caserunId: run.body.id }, 'the worker died');
    const read = await world.browser.get(`/v1/ops/caserun/${run.body.id}`, { token: owner.token });
    expect(read.body).toMatchObject({ status: 'failed', error: 'the worker died' });
    expect(read.body.time_completed).toEqual(expect.any(String));
    expect(read.body.steps.every((step: { status: string }) => step.status === 'skipped')).toBe(
      true,
    );
  });

  it("answers 404 for another team's case, site or run, and 400 naming a bad step", async () => {
    const mine = await team();
    const theirs = await team();
    const myCase = await addCase(mine, SIGN_IN);
    const theirCase = await addCase(theirs, SIGN_IN);
    expect((await startRun(mine.token, { case_id: theirCase, site_id: mine.siteId })).status).toBe(
      404,
    );
    expect((await startRun(mine.token, { case_id: myCase, site_id: theirs.siteId })).status).toBe(
      404,
    );
    const theirRun = await startRun(theirs.token, { case_id: theirCase, site_id: theirs.siteId });
    expect(
      (await world.browser.get(`/v1/ops/caserun/${theirRun.body.id}`, { token: mine.token }))
        .status,
    ).toBe(404);
    expect(
      (await world.browser.get(`/v1/ops/caserun?case_id=${theirCase}`, { token: mine.token }))
        .status,
    ).toBe(404);
    expect(
      (await world.browser.get(`/v1/ops/caserun?site_id=${theirs.siteId}`, { token: mine.token }))
        .status,
    ).toBe(404);

    const odd = await addCase(mine, [
      SIGN_IN[0],
      { action: { type: 'teleport', selector: null, value: null }, assertion: null },
    ]);
    const refused = await startRun(mine.token, { case_id: odd, site_id: mine.siteId });
    expect(refused.status).toBe(400);
    expect(refused.body.field).toBe('steps.1.action.type');
    expect(refused.body.reason).toMatch(/^step 2: action\.type /);
    const outOfRange = await startRun(mine.token, {
      case_id: myCase,
      site_id: mine.siteId,
      updates: [{ index: 9, value: 'x' }],
    });
    expect(outOfRange.body).toMatchObject({ field: 'updates' });
    expect((await startRun(mine.token, { case_id: 'nope', site_id: mine.siteId })).body.field).toBe(
      'case_id',
    );
  });

  it('counts case runs: 426 over the plan, cloud bills the overage', async () => {
    const free = await team('free');
    const caseId = await addCase(free, SIGN_IN);
    await world.t.db.query('UPDATE accounts SET usage_caseruns = 14 WHERE id = $1', [
      free.accountId,
    ]);
    expect((await startRun(free.token, { case_id: caseId, site_id: free.siteId })).status).toBe(
      201,
    );
    const over = await startRun(free.token, { case_id: caseId, site_id: free.siteId });
    expect(over.status).toBe(426);
    expect(over.body.reason).toBe('max caseruns reached');

    const cloud = await team('cloud');
    const cloudCase = await addCase(cloud, SIGN_IN);
    await world.t.db.query('UPDATE accounts SET usage_caseruns = 15 WHERE id = $1', [
      cloud.accountId,
    ]);
    expect(
      (await startRun(cloud.token, { case_id: cloudCase, site_id: cloud.siteId })).status,
    ).toBe(201);
    const usage = await world.t.db.query<{ usage_caseruns: number; overage_tasks: number }>(
      `SELECT a.usage_caseruns, b.overage_tasks FROM accounts a JOIN billing_accounts b ON b.account_id = a.id
       WHERE a.id = $1`,
      [cloud.accountId],
    );
    expect(usage[0]).toEqual({ usage_caseruns: 16, overage_tasks: 1 });
  });
});
