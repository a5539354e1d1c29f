import fc from 'fast-check';
import { Browser, signUp, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { insertPage, insertScans, insertSite, utcDay } from '../../test/trend-fixtures';

let t: TestApp;
let browser: Browser;
let token: string;
let siteId: string;
let pageId: string;
let apiToken: string;
let theirs: { token: string; apiToken: string; siteId: string; pageId: string };

async function teamWithScoredPage(siteUrl: string) {
  const { session, team } = await signUpWithTeam(browser);
  const site = await insertSite(t.db, team.id, siteUrl);
  const page = await insertPage(t.db, team.id, site, siteUrl);
  await insertScans(t.db, team.id, site, [{ page, completed: utcDay(0), score: 77 }]);
  return { token: session.token, apiToken: session.api_token, siteId: site, pageId: page };
}

beforeAll(async () => {
  t = await startTestApp();
  browser = new Browser(t.app);
  ({ token, apiToken, siteId, pageId } = await teamWithScoredPage('https://ours.example'));
  // The same URL watched by another team: only the ids tell the two apart.
  theirs = await teamWithScoredPage('https://ours.example');
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('who may read a score trend', () => {
  it('answers 404 for another team’s site or page, as for an unknown id', async () => {
    for (const url of [
      `/v1/ops/metrics/site?site_id=${theirs.siteId}`,
      `/v1/ops/metrics/page?page_id=${theirs.pageId}`,
      `/v1/ops/metrics/site?site_id=${UNKNOWN}`,
      `/v1/ops/metrics/page?page_id=${UNKNOWN}`,
      // A page id is not a site id, even of the same team.
      `/v1/ops/metrics/site?site_id=${pageId}`,
    ]) {
      const answer = await browser.get(url, { token });
      expect({ url, status: answer.status, body: answer.body }).toEqual({
        url,
        status: 404,
        body: { reason: 'Not found.' },
      });
    }
    const own = await browser.get(`/v1/ops/metrics/site?site_id=${theirs.siteId}`, theirs);
    expect(own.body.latest_score).toBe(77);
  });

  it('answers 401 without credentials and 404 to a user without a team', async () => {
    expect((await browser.get(`/v1/ops/metrics/site?site_id=${siteId}`)).status).toBe(401);
    const loner = await signUp(browser);
    const answer = await browser.get(`/v1/ops/metrics/page?page_id=${pageId}`, {
      token: loner.token,
    });
    expect(answer.status).toBe(404);
  });

  it('accepts an API key, with the same team scoping', async () => {
    const url = `/v1/ops/metrics/page?page_id=${pageId}`;
    expect((await browser.get(url, { apiToken })).status).toBe(200);
    expect((await browser.get(url, { apiToken: theirs.apiToken })).status).toBe(404);
  });
});

describe('bad input', () => {
  it.each([
    ['/v1/ops/metrics/site', 'site_id'],
    ['/v1/ops/metrics/site?site_id=', 'site_id'],
    ['/v1/ops/metrics/site?site_id=not-a-uuid', 'site_id'],
    ['/v1/ops/metrics/site?site_id=SITE&site_id=SITE', 'site_id'],
    ['/v1/ops/metrics/page?site_id=x', 'page_id'],
    ['/v1/ops/metrics/page?page_id=%00', 'page_id'],
  ])('%s answers 400 naming %s', async (url, field) => {
    // The table is built before beforeAll has made the site: its id is filled in here.
    const answer = await browser.get(url.replaceAll('SITE', siteId), { token });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ reason: expect.stringMatching(/^\w+: /), field });
  });

  it.each(['0', '366', '-1', '1.5', 'abc', '', 'Infinity', 'NaN', '1e9', '30&days=7'])(
    'days=%s answers 400 naming days',
    async (days) => {
      const answer = await browser.get(`/v1/ops/metrics/site?site_id=${siteId}&days=${days}`, {
        token,
      });
      expect(answer.status).toBe(400);
      expect(answer.body.field).toBe('days');
    },
  );

  it('never answers 500, whatever the query string', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (days, id) => {
        const query = new URLSearchParams({ page_id: id, days }).toString();
        const answer = await browser.get(`/v1/ops/metrics/page?${query}`, { token });
        expect([400, 404]).toContain(answer.status);
      }),
      { numRuns: 60 },
    );
    const valid = await browser.get(`/v1/ops/metrics/page?page_id=${pageId}&days=%2012%20`, {
      token,
    });
    expect(valid.status).toBe(200);
    expect(valid.body.days).toBe(12);
  });
});
