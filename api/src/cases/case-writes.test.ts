import { signUpWithTeam, useArtifactApp } from '../../test/harness';
import { artifactStoreFor } from '../artifacts/store';
import { testEnv } from '../env';

const world = useArtifactApp('case-writes');

/** A recorded test: two statements Vigil reads, one it cannot (line 4). */
const RECORDED = [
  "test('buys a shirt', async ({ page }) => {",
  "  await page.goto('/shirts');",
  "  await page.getByRole('button', { name: 'Add to cart' }).click();",
  "  await page.getByPlaceholder('Coupon').fill('SAVE10');",
  "  await expect(page.locator('.cart-count')).toHaveText('1');",
  '});',
].join('\n');

const STEPS = [
  { action: { type: 'navigate', selector: null, value: '/login' }, assertion: null },
  {
    action: { type: 'click', selector: '#go', value: null },
    assertion: { type: 'visible', selector: 'h1', value: null },
  },
];

async function team() {
  const { session, team } = await signUpWithTeam(world.browser);
  // Room for a second site.
  await world.t.db.query("UPDATE accounts SET type = 'enterprise' WHERE id = $1", [team.id]);
  const site = await world.browser.post(
    '/v1/ops/site',
    { site_url: 'https://example.com' },
    { token: session.token },
  );
  return { token: session.token, accountId: team.id, siteId: site.body.id as string };
}

describe('writing cases', () => {
  it('creates a recorded case, edits its title, steps and site, and deletes it', async () => {
    const { token, siteId } = await team();
    const created = await world.browser.post(
      '/v1/ops/case',
      { title: ' Sign in ', site: siteId, steps: STEPS },
      { token },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      title: 'Sign in',
      site: siteId,
      type: 'recorded',
      steps: STEPS,
    });

    const other = await world.browser.post(
      '/v1/ops/site',
      { site_url: 'https://other.example.com' },
      { token },
    );
    const edited = await world.browser.call('PATCH', `/v1/ops/case/${created.body.id}`, {
      token,
      body: { title: 'Log in', steps: STEPS.slice(1), site: other.body.id },
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      title: 'Log in',
      steps: STEPS.slice(1),
      site: other.body.id,
    });
    const read = await world.browser.get(`/v1/ops/case/${created.body.id}`, { token });
    expect(read.body).toEqual(edited.body);

    const deleted = await world.browser.call('DELETE', `/v1/ops/case/${created.body.id}`, {
      token,
    });
    expect(deleted.status).toBe(200);
    expect((await world.browser.get(`/v1/ops/case/${created.body.id}`, { token })).status).toBe(
      404,
    );
  });

  it('lists the cases of one type when asked, counted as such', async () => {
    const { token, accountId, siteId } = await team();
    await world.t.db.query(
      `INSERT INTO cases (account_id, site_id, title, type, steps) VALUES ($1, $2, 'Made by Vigil', 'generated', '[]')`,
      [accountId, siteId],
    );
    await world.browser.post(
      '/v1/ops/case',
      { title: 'Mine', site: siteId, steps: STEPS },
      { token },
    );
    const titles = async (query: string) => {
      const answer = await world.browser.get(`/v1/ops/case${query}`, { token });
      return {
        count: answer.body.count,
        titles: answer.body.results.map((c: { title: string }) => c.title),
      };
    };
    expect(await titles('?type=recorded')).toEqual({ count: 1, titles: ['Mine'] });
    expect(await titles(`?type=generated&site_id=${siteId}`)).toEqual({
      count: 1,
      titles: ['Made by Vigil'],
    });
    expect((await titles('')).count).toBe(2);
    expect((await world.browser.get('/v1/ops/case?type=typed', { token })).status).toBe(400);
  });

  it('refuses an unknown action with a 400 naming the step, and another team’s case or site', async () => {
    const { token, siteId } = await team();
    const bad = [
      STEPS[0],
      { action: { type: 'teleport', selector: null, value: null }, assertion: null },
    ];
    const refused = await world.browser.post(
      '/v1/ops/case',
      { title: 'x', site: siteId, steps: bad },
      { token },
    );
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      reason: 'steps.1.action.type: unknown action "teleport"',
      field: 'steps.1.action.type',
    });

    const theirs = await team();
    const foreign = await world.browser.post(
      '/v1/ops/case',
      { title: 'x', site: theirs.siteId, steps: STEPS },
      { token },
    );
    expect(foreign.status).toBe(404);
    const mine = await world.browser.post(
      '/v1/ops/case',
      { title: 'x', site: siteId, steps: STEPS },
      { token },
    );
    const byThem = { token: theirs.token };
    expect(
      (
        await world.browser.call('PATCH', `/v1/ops/case/${mine.body.id}`, {
          ...byThem,
          body: { title: 'y' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await world.browser.call('DELETE', `/v1/ops/case/${mine.body.id}`, byThem)).status,
    ).toBe(404);
    const moved = await world.browser.call('PATCH', `/v1/ops/case/${mine.body.id}`, {
      token,
      body: { site: theirs.siteId },
    });
    expect(moved.status).toBe(404);
  });

  it('deletes the screenshots of the case’s runs with it', async () => {
    const { token, accountId, siteId } = await team();
    const created = await world.browser.post(
      '/v1/ops/case',
      { title: 'x', site: siteId, steps: STEPS },
      { token },
    );
    const [run] = await world.t.db.query<{ id: string }>(
      `INSERT INTO caseruns (account_id, case_id, site_id, case_steps, status) VALUES ($1, $2, $3, '[]', 'passed') RETURNING id`,
      [accountId, created.body.id, siteId],
    );
    const store = artifactStoreFor(world.t.db, testEnv({ VIGIL_ARTIFACT_DIR: world.dir }));
    const shot = await store.saveOfCaseRun({
      accountId,
      caserunId: run!.id,
      name: 'step-0',
      contentType: 'image/png',
      data: Buffer.from('png'),
    });
    await world.browser.call('DELETE', `/v1/ops/case/${created.body.id}`, { token });
    expect(await world.t.db.query('SELECT 1 FROM caseruns WHERE id = $1', [run!.id])).toEqual([]);
    expect(await store.open(accountId, shot.id)).toBeNull();
  });

  it('imports a Playwright file as a recorded case, listing the lines it could not read', async () => {
    const { token, siteId } = await team();
    const imported = await world.browser.post(
      '/v1/ops/case/import',
      { site_id: siteId, source: RECORDED },
      { token },
    );
    expect(imported.status).toBe(201);
    expect(imported.body.case).toMatchObject({
      title: 'buys a shirt',
      type: 'recorded',
      site: siteId,
    });
    expect(imported.body.case.steps).toHaveLength(2);
    expect(imported.body.unsupported.map((line: { line: number }) => line.line)).toEqual([4]);
    const titled = await world.browser.post(
      '/v1/ops/case/import',
      { site_id: siteId, title: 'Checkout', source: RECORDED },
      { token },
    );
    expect(titled.body.case.title).toBe('Checkout');
    const empty = await world.browser.post(
      '/v1/ops/case/import',
      { site_id: siteId, source: '' },
      { token },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.field).toBe('source');
  });
});
