import { signUpWithTeam, useTestApp } from '../../test/harness';

const world = useTestApp();

async function team() {
  const { session, team } = await signUpWithTeam(world.browser);
  return { token: session.token, teamId: team.id };
}
const create = (token: string, body: unknown) =>
  world.browser.post('/v1/ops/issue', body, { token });
const titles = (body: { results: { title: string }[] }) => body.results.map((i) => i.title);

describe('creating and reading issues', () => {
  it('stores the title, Markdown details and labels as given, open', async () => {
    const { token } = await team();
    const details = '# Broken\n\n<script>alert(1)</script> **bold**';
    const created = await create(token, {
      title: '  Checkout fails  ',
      details,
      labels: ['checkout', 'p1', 'checkout'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(String),
      title: 'Checkout fails',
      details,
      status: 'open',
      trigger: null,
      affected: null,
      labels: ['checkout', 'p1'],
      fingerprint: null,
      time_created: expect.any(String),
      time_updated: expect.any(String),
      time_closed: null,
    });
    const one = await world.browser.get(`/v1/ops/issue/${created.body.id}`, { token });
    expect(one.status).toBe(200);
    expect(one.body).toEqual(created.body);
  });

  it('answers a clear 400 without a title', async () => {
    const { token } = await team();
    for (const body of [{}, { title: '   ' }, { title: 5 }]) {
      const refused = await create(token, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        reason: expect.stringMatching(/^title: Title (is required|must be text)$/),
        field: 'title',
      });
    }
    expect((await create(token, { title: 'x'.repeat(201) })).body).toEqual({
      reason: 'title: Title must be at most 200 characters',
      field: 'title',
    });
  });

  it('shows the trigger and affected object a job stored', async () => {
    const { token, teamId } = await team();
    const siteId = '11111111-1111-4111-8111-111111111111';
    const scanId = '22222222-2222-4222-8222-222222222222';
    const [row] = await world.t.db.query<{ id: string }>(
      `INSERT INTO issues (account_id, title, trigger, affected, fingerprint)
       VALUES ($1, 'Score dropped', $2, $3, 'scan:score:site') RETURNING id`,
      [
        teamId,
        JSON.stringify({ type: 'scan', id: scanId }),
        JSON.stringify({ type: 'site', id: siteId, str: 'https://example.com' }),
      ],
    );
    const one = await world.browser.get(`/v1/ops/issue/${row!.id}`, { token });
    expect(one.body).toMatchObject({
      trigger: { type: 'scan', id: scanId },
      affected: { type: 'site', id: siteId, str: 'https://example.com' },
      fingerprint: 'scan:score:site',
    });
    // The same failure cannot be stored twice for one team (server.md §3).
    await expect(
      world.t.db.query(
        `INSERT INTO issues (account_id, title, fingerprint) VALUES ($1, 'Again', $2)`,
        [teamId, 'scan:score:site'],
      ),
    ).rejects.toThrow(/issues_fingerprint/);
  });
});

describe('listing issues', () => {
  it('lists newest first, filters by status and by text in the title, and pages', async () => {
    const { token } = await team();
    for (const title of ['Login broken', 'Slow home page', 'LOGIN button hidden', '100% CPU']) {
      expect((await create(token, { title })).status).toBe(201);
    }
    const all = await world.browser.get('/v1/ops/issue', { token });
    expect(all.body).toMatchObject({ count: 4, next: null, previous: null });
    expect(titles(all.body)).toEqual([
      '100% CPU',
      'LOGIN button hidden',
      'Slow home page',
      'Login broken',
    ]);
    const login = await world.browser.get('/v1/ops/issue?search=login', { token });
    expect(titles(login.body)).toEqual(['LOGIN button hidden', 'Login broken']);
    // % is text here, not a wildcard.
    expect(titles((await world.browser.get('/v1/ops/issue?search=%25', { token })).body)).toEqual([
      '100% CPU',
    ]);

    const slow = all.body.results.find((i: { title: string }) => i.title === 'Slow home page');
    await world.browser.post(`/v1/ops/issue/${slow.id}`, { status: 'closed' }, { token });
    expect(
      titles((await world.browser.get('/v1/ops/issue?status=closed', { token })).body),
    ).toEqual(['Slow home page']);
    const open = await world.browser.get('/v1/ops/issue?status=open&limit=2', { token });
    expect(open.body).toMatchObject({
      count: 3,
      previous: null,
      next: '/v1/ops/issue?status=open&limit=2&offset=2',
    });
    expect(titles(open.body)).toEqual(['100% CPU', 'LOGIN button hidden']);
    const second = await world.browser.get(open.body.next, { token });
    expect(titles(second.body)).toEqual(['Login broken']);
  });

  it("never shows another team's issues", async () => {
    const mine = await team();
    const theirs = await team();
    await create(theirs.token, { title: 'Theirs' });
    const list = await world.browser.get('/v1/ops/issue', { token: mine.token });
    expect(list.body).toEqual({ count: 0, next: null, previous: null, results: [] });
  });
});
