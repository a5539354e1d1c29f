import { Writable } from 'node:stream';
import { signUpWithTeam, useArtifactApp } from '../../test/harness';

// Issue 42, items 2 and 5: a Playwright file is read off the event loop, within limits, and its
// steps are held to a case's limits; a stored case over them breaks neither the list nor its page.

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk));
    done();
  },
});
// The app with a log to read.
const world = useArtifactApp('case-import', { LOG_LEVEL: 'error' }, { logStream });

async function team() {
  const { session, team } = await signUpWithTeam(world.browser);
  const site = await world.browser.post(
    '/v1/ops/site',
    { site_url: 'https://example.com' },
    { token: session.token },
  );
  return { token: session.token, accountId: team.id, siteId: site.body.id as string };
}

const spec = (lines: string[]) =>
  ["test('imported', async ({ page }) => {", ...lines.map((line) => `  ${line}`), '});'].join('\n');
const importFile = (who: { token: string; siteId: string }, source: string) =>
  world.browser.post('/v1/ops/case/import', { site_id: who.siteId, source }, { token: who.token });
const caseCount = async (token: string) =>
  (await world.browser.get('/v1/ops/case', { token })).body.count as number;

describe('importing a Playwright file', () => {
  it('refuses a file nesting brackets too deep with a 400 naming the line', async () => {
    const who = await team();
    const nested = "test.describe('a', () => {\n".repeat(6400) + '});\n'.repeat(6400);
    expect(nested.length).toBeLessThanOrEqual(200_000);
    const refused = await importFile(who, nested);
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      reason: 'line 17: the file nests brackets more than 32 deep',
      field: 'source',
    });
    expect(await caseCount(who.token)).toBe(0);
  });

  it('refuses a value over a step’s limit with a 400 naming its line, storing nothing', async () => {
    const who = await team();
    const long = 'x'.repeat(5001);
    const tooLong = await importFile(
      who,
      spec(["await page.goto('/a');", `await page.getByLabel('Note').fill('${long}');`]),
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({
      reason: 'line 3: a value holds at most 5,000 characters',
      field: 'source',
    });
    // A check's field names the check's line, not its action's.
    const longName = await importFile(
      who,
      spec([
        "await page.goto('/a');",
        `await expect(page.getByRole('heading', { name: '${'n'.repeat(501)}' })).toBeVisible();`,
      ]),
    );
    expect(longName.body).toEqual({
      reason: "line 3: a locator's name holds at most 500 characters",
      field: 'source',
    });
    expect(await caseCount(who.token)).toBe(0);
    expect((await importFile(who, spec(["await page.goto('/a');"]))).status).toBe(201);
  });

  it('refuses more steps than a case holds, naming the line of the first one over', async () => {
    const who = await team();
    const steps = Array.from({ length: 1000 }, (_, index) => `await page.goto('/${index}');`);
    const refused = await importFile(who, spec(steps));
    expect(refused.status).toBe(400);
    // Step 201 is on line 202: the test opens on line 1.
    expect(refused.body).toEqual({
      reason: 'line 202: a case holds at most 200 steps, and the file has 1,000',
      field: 'source',
    });
    expect(await caseCount(who.token)).toBe(0);
    const most = await importFile(who, spec(steps.slice(0, 200)));
    expect(most.status).toBe(201);
    expect(most.body.case.steps).toHaveLength(200);
  });

  it('answers other requests while the slowest file it reads is read', async () => {
    const who = await team();
    // The thread is started first: what is measured is the reading.
    expect((await importFile(who, spec(["await page.goto('/');"]))).status).toBe(201);
    // A 200,000-character call chain: the slowest to read of the shapes tried (issue 42).
    const chain = spec([`await page${'.a'.repeat(99_950)}.click();`]);
    const started = performance.now();
    let importedAt = 0;
    const importing = importFile(who, chain).then((answer) => {
      importedAt = performance.now();
      return answer;
    });
    // A client asking every 5 ms: the gaps between its answers are how long it was kept waiting.
    const gaps: number[] = [];
    let answeredAt = started;
    while (importedAt === 0 && performance.now() - started < 60_000) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      const csrf = await world.t.app.inject({ method: 'GET', url: '/v1/auth/csrf' });
      expect(csrf.statusCode).toBe(200);
      gaps.push(performance.now() - answeredAt);
      answeredAt = performance.now();
    }
    expect((await importing).status).toBe(201);
    const took = importedAt - started;
    // Read on the event loop, the file held every answer for as long as it took to read (one gap
    // of ~all of it). Off the loop the longest wait is the answer's own hand-over and storing:
    // under half of it on a quiet machine, up to two thirds in a quiet CI run (seen: 734 of
    // 1,133 ms), so the bound is 80 %.
    expect(gaps.length).toBeGreaterThan(2);
    expect(Math.max(...gaps)).toBeLessThan(took * 0.8);
  });
});

describe('a case stored over a case’s limits (imported before they held)', () => {
  it('is left out of the list and logged, and answers 409 saying why by id', async () => {
    const { token, accountId, siteId } = await team();
    const step = { action: { type: 'navigate', selector: null, value: '/a' }, assertion: null };
    const good = await world.browser.post(
      '/v1/ops/case',
      { title: 'Good', site: siteId, steps: [step] },
      { token },
    );
    const secret = `S3CRET-${'v'.repeat(5001)}`;
    const [bad] = await world.t.db.query<{ id: string }>(
      `INSERT INTO cases (account_id, site_id, title, type, steps)
       VALUES ($1, $2, 'Too long', 'recorded', $3) RETURNING id`,
      [accountId, siteId, JSON.stringify([{ ...step, action: { ...step.action, value: secret } }])],
    );
    await world.browser.post(
      '/v1/ops/case',
      { title: 'Also good', site: siteId, steps: [] },
      { token },
    );

    const list = await world.browser.get('/v1/ops/case', { token });
    expect(list.status).toBe(200);
    expect(list.body.results.map((c: { title: string }) => c.title)).toEqual(['Also good', 'Good']);
    expect(list.body.count).toBe(3);
    const logged = logLines.filter((line) => line.includes('a list row fails its schema'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(bad!.id);
    expect(logged[0]).toContain('steps.0.action.value');
    expect(logged[0]).not.toContain('S3CRET');

    const byId = await world.browser.get(`/v1/ops/case/${bad!.id}`, { token });
    expect(byId.status).toBe(409);
    expect(byId.body.reason).toBe(
      'This case was stored with steps a case cannot hold (steps.0.action.value: Too big: expected string to have <=5000 characters): save new steps or delete it.',
    );
    expect((await world.browser.get(`/v1/ops/case/${good.body.id}`, { token })).status).toBe(200);

    // A run made from it before copied its steps: by id a 409 too, and left out of the list.
    const [run] = await world.t.db.query<{ id: string }>(
      `INSERT INTO caseruns (account_id, case_id, site_id, case_steps, steps)
       SELECT account_id, id, site_id, steps, '[]' FROM cases WHERE id = $1 RETURNING id`,
      [bad!.id],
    );
    const runById = await world.browser.get(`/v1/ops/caserun/${run!.id}`, { token });
    expect(runById.status).toBe(409);
    expect(runById.body.reason).toMatch(/^This case run was made from steps a case cannot hold/);
    const runs = await world.browser.get(`/v1/ops/caserun?case_id=${bad!.id}`, { token });
    expect(runs).toMatchObject({ status: 200, body: { count: 1, results: [] } });

    // A new title alone keeps the steps that cannot be answered: refused the same way, unsaved.
    const renamed = await world.browser.call('PATCH', `/v1/ops/case/${bad!.id}`, {
      token,
      body: { title: 'Renamed' },
    });
    expect(renamed.status).toBe(409);
    const [kept] = await world.t.db.query<{ title: string }>(
      'SELECT title FROM cases WHERE id = $1',
      [bad!.id],
    );
    expect(kept!.title).toBe('Too long');

    // The way out the answer names: saved with new steps, it is listed again.
    const saved = await world.browser.call('PATCH', `/v1/ops/case/${bad!.id}`, {
      token,
      body: { steps: [step] },
    });
    expect(saved.status).toBe(200);
    expect((await world.browser.get('/v1/ops/case', { token })).body.results).toHaveLength(3);
  });
});
