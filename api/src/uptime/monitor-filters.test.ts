import { Browser, signUpWithTeam, withTeamApp, type TeamApp } from '../../test/harness';
import { siteWithPages } from '../../test/schedule-fixture';
import { caller, withoutMonitorLimit } from './testing/uptime-world';

let world: TeamApp;
let siteId: string;
let theirSiteId: string;
const ids: Record<string, string> = {};

/**
 * Four monitors of the team in each state, made through the API; the states the checker would
 * reach are written to the row (the checks themselves are checks.test.ts's). "Paused" was Up
 * when it was paused: its row keeps `state = 'up'`, and it must not count among the Up ones.
 */
const MONITORS = [
  { name: 'Shop checkout', url: 'https://shop.example.com/cart', state: 'up', site: true },
  { name: 'Blog', url: 'https://example.com/100%_Off', state: 'down', site: false },
  { name: 'Paused api', url: 'https://api.example.com/', state: 'up', site: false, paused: true },
  { name: 'Docs', url: 'https://docs.example.com/', state: 'pending', site: true },
] as const;

withTeamApp(async (ready) => {
  world = ready;
  await withoutMonitorLimit(ready);
  siteId = (await siteWithPages(ready.t.db, ready.team.id, ['/'])).siteId;
  for (const monitor of MONITORS) {
    const made = await call('POST', '/v1/ops/monitor', {
      name: monitor.name,
      kind: 'http',
      url: monitor.url,
      interval_seconds: 60,
      site_id: monitor.site ? siteId : null,
      paused: 'paused' in monitor,
    });
    ids[monitor.name] = made.body.id;
    await ready.t.db.query('UPDATE monitors SET state = $2 WHERE id = $1', [
      made.body.id,
      monitor.state,
    ]);
  }
  // Another team's monitor that every filter would match: it never shows.
  const browser = new Browser(ready.t.app);
  const other = await signUpWithTeam(browser, 'Other');
  theirSiteId = (await siteWithPages(ready.t.db, other.team.id, ['/'])).siteId;
  await browser.post(
    '/v1/ops/monitor',
    { name: 'Shop Blog Docs', kind: 'http', url: 'https://example.com/', interval_seconds: 300 },
    { token: other.session.token },
  );
});

const call = caller(() => world);

/** The names the list answers for `query`, in its order (newest first), and its count. */
async function listed(query: string) {
  const answer = await call('GET', `/v1/ops/monitor?${query}`);
  expect(answer.status).toBe(200);
  const results = answer.body.results as { name: string; state: string }[];
  return { count: answer.body.count as number, names: results.map((it) => it.name) };
}

describe('GET /v1/ops/monitor filters', () => {
  it('narrows by the state as read: paused first, whatever the state the row kept', async () => {
    expect(await listed('state=up')).toEqual({ count: 1, names: ['Shop checkout'] });
    expect(await listed('state=down')).toEqual({ count: 1, names: ['Blog'] });
    expect(await listed('state=paused')).toEqual({ count: 1, names: ['Paused api'] });
    expect(await listed('state=pending')).toEqual({ count: 1, names: ['Docs'] });
    expect((await listed('')).count).toBe(4);
  });

  it("narrows by site; another team's site is 404", async () => {
    expect(await listed(`site_id=${siteId}`)).toEqual({
      count: 2,
      names: ['Docs', 'Shop checkout'],
    });
    expect(await listed(`site_id=${siteId}&state=up`)).toEqual({
      count: 1,
      names: ['Shop checkout'],
    });
    const theirs = await call('GET', `/v1/ops/monitor?site_id=${theirSiteId}`);
    expect(theirs.status).toBe(404);
  });

  it('finds text within the name or the URL, in any case, % and _ as themselves', async () => {
    expect((await listed('q=SHOP')).names).toEqual(['Shop checkout']);
    expect((await listed('q=docs.example')).names).toEqual(['Docs']);
    expect((await listed(`q=${encodeURIComponent('100%_off')}`)).names).toEqual(['Blog']);
    expect((await listed(`q=${encodeURIComponent('%')}`)).names).toEqual(['Blog']);
    expect(await listed('q=nowhere')).toEqual({ count: 0, names: [] });
    // Blank text filters nothing, as an empty search box.
    expect((await listed('q=%20%20')).count).toBe(4);
  });

  it('pages the filtered list: the count is of the matches, the next link keeps the filter', async () => {
    const answer = await call('GET', '/v1/ops/monitor?q=example&limit=2');
    expect(answer.body.count).toBe(4);
    expect(answer.body.results).toHaveLength(2);
    expect(answer.body.next).toContain('q=example');
    const second = await call('GET', '/v1/ops/monitor?q=example&limit=2&offset=2');
    expect(second.body.results.map((it: { name: string }) => it.name)).toEqual([
      'Blog',
      'Shop checkout',
    ]);
  });

  it.each([
    ['an unknown state', 'state=broken', 'state'],
    ['a site id that is no UUID', 'site_id=not-a-uuid', 'site_id'],
    ['text over 200 characters', `q=${'x'.repeat(201)}`, 'q'],
  ])('refuses %s with a 400 naming the field', async (_what, query, field) => {
    const answer = await call('GET', `/v1/ops/monitor?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ reason: expect.stringMatching(`^${field}: `), field });
  });
});
