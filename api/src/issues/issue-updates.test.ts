import { signUpWithTeam, useTestApp } from '../../test/harness';

const world = useTestApp();

const team = async () => (await signUpWithTeam(world.browser)).session.token;
const create = async (token: string, title: string) =>
  (await world.browser.post('/v1/ops/issue', { title }, { token })).body as { id: string };
const update = (token: string, id: string, body: unknown) =>
  world.browser.post(`/v1/ops/issue/${id}`, body, { token });
const openIssues = async (token: string) =>
  (await world.browser.get('/v1/ops/metrics/home', { token })).body.open_issues as number;

describe('updating an issue', () => {
  it('edits only the fields sent', async () => {
    const token = await team();
    const { id } = await create(token, 'Typo');
    await update(token, id, { details: 'Steps:\n\n1. open', labels: ['copy'] });
    const renamed = await update(token, id, { title: 'Typo on /pricing' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({
      title: 'Typo on /pricing',
      details: 'Steps:\n\n1. open',
      labels: ['copy'],
      status: 'open',
    });
  });

  it('stamps time_closed on closing, keeps it on closing again, clears it on reopening', async () => {
    const token = await team();
    const { id } = await create(token, 'Flaky');
    const closed = await update(token, id, { status: 'closed' });
    expect(closed.body).toMatchObject({ status: 'closed', time_closed: expect.any(String) });
    const again = await update(token, id, { status: 'closed' });
    expect(again.body.time_closed).toBe(closed.body.time_closed);
    const edited = await update(token, id, { title: 'Flaky test' });
    expect(edited.body.time_closed).toBe(closed.body.time_closed);
    const reopened = await update(token, id, { status: 'open' });
    expect(reopened.body).toMatchObject({ status: 'open', time_closed: null });
  });

  it('refuses a blank title and an unknown status with 400', async () => {
    const token = await team();
    const { id } = await create(token, 'Keep me');
    expect((await update(token, id, { title: '' })).body).toEqual({
      reason: 'title: Title is required',
      field: 'title',
    });
    expect((await update(token, id, { status: 'done' })).status).toBe(400);
    expect((await world.browser.get(`/v1/ops/issue/${id}`, { token })).body.title).toBe('Keep me');
  });
});

describe('closing several issues', () => {
  it("closes the team's open issues among the ids and says how many", async () => {
    const token = await team();
    const other = await team();
    const [a, b, c] = [
      await create(token, 'A'),
      await create(token, 'B'),
      await create(token, 'C'),
    ];
    const theirs = await create(other, 'Theirs');
    await update(token, c!.id, { status: 'closed' });
    expect(await openIssues(token)).toBe(2);

    const ids = [a!.id, b!.id, c!.id, theirs.id, a!.id, '33333333-3333-4333-8333-333333333333'];
    const bulk = await world.browser.post('/v1/ops/issue/close', { ids }, { token });
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({ closed: 2 });
    expect(await openIssues(token)).toBe(0);
    const got = await world.browser.get(`/v1/ops/issue/${theirs.id}`, { token: other });
    expect(got.body.status).toBe('open');
    expect(await openIssues(other)).toBe(1);
  });

  it('refuses an empty or malformed list with 400', async () => {
    const token = await team();
    const close = (body: unknown) => world.browser.post('/v1/ops/issue/close', body, { token });
    expect((await close({ ids: [] })).body).toEqual({
      reason: 'ids: Select at least one issue',
      field: 'ids',
    });
    expect((await close({ ids: ['nope'] })).body).toEqual({
      reason: 'ids.0: must be a UUID',
      field: 'ids.0',
    });
  });
});

describe('the open-issues count on the home metrics', () => {
  it('follows creating, closing and reopening', async () => {
    const token = await team();
    expect(await openIssues(token)).toBe(0);
    const { id } = await create(token, 'Down');
    await create(token, 'Slow');
    expect(await openIssues(token)).toBe(2);
    await update(token, id, { status: 'closed' });
    expect(await openIssues(token)).toBe(1);
    await update(token, id, { status: 'open' });
    expect(await openIssues(token)).toBe(2);
  });
});
