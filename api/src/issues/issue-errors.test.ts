import fc from 'fast-check';
import {
  type Browser,
  signUp,
  signUpWithTeam,
  type TestApp,
  withTeamApp,
} from '../../test/harness';

let t: TestApp;
let browser: Browser;
let token: string;
let theirIssue: string;
withTeamApp(async (app) => {
  ({ t, browser, token } = app);
  const other = (await signUpWithTeam(browser)).session.token;
  theirIssue = (await browser.post('/v1/ops/issue', { title: 'Theirs' }, { token: other })).body.id;
});

describe("another team's issue and bad ids", () => {
  it('answers 404 for their issue, read or written, and leaves it alone', async () => {
    expect((await browser.get(`/v1/ops/issue/${theirIssue}`, { token })).body).toEqual({
      reason: 'Not found.',
    });
    const write = await browser.post(
      `/v1/ops/issue/${theirIssue}`,
      { status: 'closed' },
      { token },
    );
    expect(write.status).toBe(404);
    const count = await t.db.query<{ status: string }>('SELECT status FROM issues WHERE id = $1', [
      theirIssue,
    ]);
    expect(count[0]?.status).toBe('open');
  });

  it('answers 400 for an id that is not a UUID', async () => {
    expect((await browser.get('/v1/ops/issue/not-a-uuid', { token })).body).toEqual({
      reason: 'id: must be a UUID',
      field: 'id',
    });
    expect((await browser.post('/v1/ops/issue/123', { title: 'x' }, { token })).status).toBe(400);
  });

  it('answers 401 without credentials and 404 to a user without a team', async () => {
    expect((await browser.get('/v1/ops/issue')).status).toBe(401);
    const loner = (await signUp(browser)).token;
    expect((await browser.get('/v1/ops/issue', { token: loner })).status).toBe(404);
    expect((await browser.post('/v1/ops/issue', { title: 'x' }, { token: loner })).status).toBe(
      404,
    );
  });

  it('refuses unknown list filters with 400', async () => {
    expect((await browser.get('/v1/ops/issue?status=all', { token })).status).toBe(400);
    expect((await browser.get(`/v1/ops/issue?search=${'a'.repeat(201)}`, { token })).status).toBe(
      400,
    );
  });

  it('refuses text with a NUL character (PostgreSQL cannot store it) with 400, not 500', async () => {
    expect((await browser.post('/v1/ops/issue', { title: 'a\u0000b' }, { token })).body).toEqual({
      reason: 'title: Title must not contain a NUL character',
      field: 'title',
    });
    expect((await browser.get('/v1/ops/issue?search=%00', { token })).status).toBe(400);
  });
});

/** Anything JSON can carry, plus the plausible values of each field. */
const anyValue = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 300 }),
  fc.constantFrom('open', 'closed', 'Title', ['a', 'b'], [''], '\u0000'),
);
const body = fc.record(
  { title: anyValue, details: anyValue, labels: anyValue, status: anyValue, ids: anyValue },
  { requiredKeys: [] },
);

describe('fuzzed input never breaks the server', () => {
  it('answers 2xx or 4xx, never 500, to any body, search text or id', async () => {
    const mine = (await browser.post('/v1/ops/issue', { title: 'Mine' }, { token })).body.id;
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.string({ unit: 'binary', maxLength: 250 }),
        fc.constantFrom(mine, theirIssue, 'close', 'x', '00000000-0000-0000-0000-000000000000'),
        async (sent, search, id) => {
          const answers = await Promise.all([
            browser.post('/v1/ops/issue', sent, { token }),
            browser.post(`/v1/ops/issue/${encodeURIComponent(id)}`, sent, { token }),
            browser.get(`/v1/ops/issue?search=${encodeURIComponent(search)}`, { token }),
          ]);
          for (const answer of answers) expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
