import type { Issue } from '@vigil/contract';
import { Browser, signUpWithTeam, useTestApp } from '../../test/harness';
import { insertRecordedCase } from '../cases/repository';
import { insertCaseRun } from '../caseruns/repository';
import { insertPage, insertSite } from '../../test/trend-fixtures';
import { raiseIssue } from './repository';

// Issue 43: the site screen lists the issues of its site (GET /v1/ops/issue?site_id=).
const world = useTestApp();

const titles = (body: { results: Issue[] }) => body.results.map((issue) => issue.title);

/** A team with two sites, a page on the first, and the issues jobs raise about each. */
async function teamWithIssues() {
  const { session, team } = await signUpWithTeam(world.browser);
  const shop = await insertSite(world.t.db, team.id, 'https://shop.example.com');
  const blog = await insertSite(world.t.db, team.id, 'https://blog.example.com');
  const pricing = await insertPage(world.t.db, team.id, shop, 'https://shop.example.com/pricing');
  // As a failed test raises it (page-tests/issues.ts): about the page, raised by the test.
  await raiseIssue(world.t.db, {
    accountId: team.id,
    fingerprint: `test:${pricing}:visual`,
    title: 'Test failed at 87.1 % on /pricing',
    details: '',
    trigger: { type: 'test', id: crypto.randomUUID() },
    affected: { type: 'page', id: pricing, str: 'https://shop.example.com/pricing' },
    labels: ['test'],
  });
  // As a failed case run raises it (caseruns/jobs.ts): about the case, raised by the run.
  const signUp = await insertRecordedCase(world.t.db, team.id, {
    siteId: blog,
    title: 'Sign up',
    steps: [],
  });
  const run = await insertCaseRun(world.t.db, {
    accountId: team.id,
    caseId: signUp.id,
    siteId: blog,
    caseSteps: [],
    steps: [],
    continueOnFailure: false,
  });
  await raiseIssue(world.t.db, {
    accountId: team.id,
    fingerprint: `caserun:${signUp.id}:${blog}:run`,
    title: 'Case "Sign up" fails at the run',
    details: '',
    trigger: { type: 'caserun', id: run.id },
    affected: { type: 'case', id: signUp.id, str: 'Sign up' },
    labels: ['caserun'],
  });
  // As a flow's issue node raises it (flows/objects.ts): about the site.
  await raiseIssue(world.t.db, {
    accountId: team.id,
    fingerprint: `flow:f:n:${shop}`,
    title: 'Checkout flow failed',
    details: '',
    trigger: { type: 'site', id: shop },
    affected: { type: 'site', id: shop, str: 'https://shop.example.com' },
    labels: ['flow'],
  });
  const token = session.token;
  await world.browser.post('/v1/ops/issue', { title: 'Written by hand' }, { token });
  return { token, shop, blog };
}

describe('the issues of one site', () => {
  it('lists the issues about the site, its pages and its runs, newest first, with their count', async () => {
    const { token, shop, blog } = await teamWithIssues();
    const ofShop = await world.browser.get(`/v1/ops/issue?site_id=${shop}`, { token });
    expect(ofShop.status).toBe(200);
    expect(ofShop.body).toMatchObject({ count: 2, next: null, previous: null });
    expect(titles(ofShop.body)).toEqual([
      'Checkout flow failed',
      'Test failed at 87.1 % on /pricing',
    ]);
    const ofBlog = await world.browser.get(`/v1/ops/issue?site_id=${blog}`, { token });
    expect(titles(ofBlog.body)).toEqual(['Case "Sign up" fails at the run']);
    // The whole team's list still has every issue, the hand-written one too.
    expect((await world.browser.get('/v1/ops/issue', { token })).body.count).toBe(4);
  });

  it('narrows by status and pages within the site', async () => {
    const { token, shop } = await teamWithIssues();
    const [newest] = (await world.browser.get(`/v1/ops/issue?site_id=${shop}`, { token })).body
      .results as Issue[];
    const closing = await world.browser.post(
      `/v1/ops/issue/${newest!.id}`,
      { status: 'closed' },
      { token },
    );
    expect(closing.status).toBe(200);
    const open = await world.browser.get(`/v1/ops/issue?site_id=${shop}&status=open`, { token });
    expect(titles(open.body)).toEqual(['Test failed at 87.1 % on /pricing']);
    const closed = await world.browser.get(`/v1/ops/issue?site_id=${shop}&status=closed`, {
      token,
    });
    expect(titles(closed.body)).toEqual(['Checkout flow failed']);
    const second = await world.browser.get(`/v1/ops/issue?site_id=${shop}&limit=1&offset=1`, {
      token,
    });
    expect(second.body).toMatchObject({ count: 2, results: [{ status: 'open' }] });
  });

  it("answers 404 for another team's site or an unknown one, 400 for a malformed id", async () => {
    const { shop } = await teamWithIssues();
    const other = await signUpWithTeam(new Browser(world.t.app), 'Other');
    const token = other.session.token;
    expect((await world.browser.get(`/v1/ops/issue?site_id=${shop}`, { token })).status).toBe(404);
    const unknown = crypto.randomUUID();
    expect((await world.browser.get(`/v1/ops/issue?site_id=${unknown}`, { token })).status).toBe(
      404,
    );
    const bad = await world.browser.get('/v1/ops/issue?site_id=shop', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.field).toBe('site_id');
  });

  it('keeps the issues of a deleted site in the team list', async () => {
    const { token, shop } = await teamWithIssues();
    expect((await world.browser.call('DELETE', `/v1/ops/site/${shop}`, { token })).status).toBe(
      200,
    );
    const all = await world.browser.get('/v1/ops/issue', { token });
    expect(titles(all.body)).toContain('Checkout flow failed');
  });
});
