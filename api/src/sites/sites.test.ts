import fc from 'fast-check';
import { signUp, signUpWithTeam, useTestApp } from '../../test/harness';

const world = useTestApp();

async function teamOnPlan(plan: 'new' | 'free' | 'cloud' | 'selfhost' | 'enterprise') {
  const { session, team } = await signUpWithTeam(world.browser);
  await world.t.db.query('UPDATE accounts SET type = $2 WHERE id = $1', [team.id, plan]);
  return { token: session.token, teamId: team.id };
}

const addSite = (token: string, body: unknown) =>
  world.browser.post('/v1/ops/site', body, { token });

describe('adding a site', () => {
  it('stores it with its pages, root first, and starts its crawl', async () => {
    const { token, teamId } = await teamOnPlan('free');
    const created = await addSite(token, {
      site_url: ' https://Example.com/ ',
      page_urls: [
        'https://example.com/about/',
        'https://example.com/pricing#plans',
        // Tracking parameters and an index file are the same page (issue 11).
        'https://example.com/pricing?utm_source=mail&gclid=1',
        'https://example.com/about/index.html',
      ],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      site_url: 'https://example.com',
      onboarding: false,
      time_crawl_started: expect.any(String),
      time_crawl_completed: null,
      info: { latest_scan: null, latest_test: null },
      tags: [],
    });

    const pages = await world.browser.get(`/v1/ops/page?site_id=${created.body.id}`, { token });
    expect(pages.status).toBe(200);
    expect(pages.body.count).toBe(3);
    expect(pages.body.results.map((page: { page_url: string }) => page.page_url)).toEqual([
      'https://example.com',
      'https://example.com/about/', // the form given: the slash is the site's own address
      'https://example.com/pricing',
    ]);
    expect(pages.body.results[0].site).toBe(created.body.id);

    const one = await world.browser.get(`/v1/ops/site/${created.body.id}`, { token });
    expect(one.body).toEqual(created.body);
    const account = await world.browser.get('/v1/auth/account', { token });
    expect(account.body.usage.sites).toBe(1);
    const metrics = await world.browser.get('/v1/ops/metrics/home', { token });
    expect(metrics.body).toEqual({ open_issues: 0, sites: 1, pages: 3 });
    expect(teamId).toBe(account.body.id);
  });

  it('keeps the onboarding flag the onboarding screen sends', async () => {
    const { token } = await teamOnPlan('new');
    const created = await addSite(token, { site_url: 'http://example.org', onboarding: true });
    expect(created.status).toBe(201);
    expect(created.body.onboarding).toBe(true);
  });

  it('answers 409 "site exists" for the same URL, however it is written', async () => {
    const { token } = await teamOnPlan('cloud');
    expect((await addSite(token, { site_url: 'https://example.com/shop' })).status).toBe(201);
    for (const again of ['https://example.com/shop/', 'https://EXAMPLE.com/shop#top']) {
      const duplicate = await addSite(token, { site_url: again });
      expect(duplicate.status).toBe(409);
      expect(duplicate.body).toEqual({ reason: 'site exists' });
    }
    // Another team may watch the same site.
    const other = await teamOnPlan('cloud');
    expect((await addSite(other.token, { site_url: 'https://example.com/shop' })).status).toBe(201);
  });

  it('refuses sites past sites_allowed with 426 "max sites reached"', async () => {
    const { token } = await teamOnPlan('free');
    expect((await addSite(token, { site_url: 'https://one.example' })).status).toBe(201);
    const second = await addSite(token, { site_url: 'https://two.example' });
    expect(second.status).toBe(426);
    expect(second.body).toEqual({ reason: 'max sites reached' });
    expect((await world.browser.get('/v1/ops/site', { token })).body.count).toBe(1);
  });

  it('refuses page_urls past pages_allowed (root included) with 426 "max pages reached"', async () => {
    const { token } = await teamOnPlan('free'); // 3 pages per site
    const tooMany = await addSite(token, {
      site_url: 'https://example.com',
      page_urls: ['https://example.com/a', 'https://example.com/b', 'https://example.com/c'],
    });
    expect(tooMany.status).toBe(426);
    expect(tooMany.body).toEqual({ reason: 'max pages reached' });
    expect((await world.browser.get('/v1/ops/site', { token })).body.count).toBe(0);
    // Duplicates and the root itself do not count twice.
    const fits = await addSite(token, {
      site_url: 'https://example.com',
      page_urls: ['https://example.com/', 'https://example.com/a', 'https://example.com/a/'],
    });
    expect(fits.status).toBe(201);
  });

  it('refuses any site on the selfhost plan, whose sites live on its own install', async () => {
    const { token } = await teamOnPlan('selfhost');
    const refused = await addSite(token, { site_url: 'https://selfhost.example.com' });
    expect(refused.status).toBe(426);
    expect(refused.body.reason).toBe('not allowed');
    expect((await world.browser.get('/v1/ops/site', { token })).body.count).toBe(0);
  });

  it('has no limits on enterprise without operator limits (0 = unlimited)', async () => {
    const { token } = await teamOnPlan('enterprise');
    const pageUrls = Array.from({ length: 40 }, (_, i) => `https://example.com/p${i}`);
    for (let i = 0; i < 3; i += 1) {
      const created = await addSite(token, {
        site_url: `https://s${i}.example.com`,
        page_urls: i === 0 ? pageUrls : null,
      });
      expect(created.status).toBe(201);
    }
  });

  it.each([
    [{}, 'site_url: enter a site url'],
    [{ site_url: '   ' }, 'site_url: enter a site url'],
    [{ site_url: 'example.com' }, 'site_url: must begin with http'],
    [{ site_url: 'ftp://example.com' }, 'site_url: must begin with http'],
    // SSRF (server.md §4.1): no VIGIL_ALLOW_PRIVATE_TARGETS in these tests.
    [{ site_url: 'http://127.0.0.1:8000' }, 'site_url: must not be a private or local address'],
    [
      { site_url: 'https://example.com', page_urls: ['/about'] },
      'page_urls.0: must begin with http',
    ],
    [{ site_url: 'https://example.com', page_urls: 'https://example.com/a' }, 'page_urls'],
    // Percent-encoded, this is 12,000 characters: too long to store and index.
    [{ site_url: `https://example.com/${'é'.repeat(2000)}` }, 'site_url: must be at most 2048'],
  ])('validates %j with the contract messages', async (body, reason) => {
    const { token } = await teamOnPlan('cloud');
    const response = await addSite(token, body);
    expect(response.status).toBe(400);
    expect(response.body.reason).toContain(reason);
  });

  it('needs a signed-in member of a team', async () => {
    expect(
      (await world.browser.post('/v1/ops/site', { site_url: 'https://a.example' })).status,
    ).toBe(401);
    const loner = await signUp(world.browser);
    const response = await addSite(loner.token, { site_url: 'https://a.example' });
    expect(response.status).toBe(404);
  });
});

describe('listing sites and pages', () => {
  it('paginates with limit and offset, newest first', async () => {
    const { token } = await teamOnPlan('cloud');
    for (let i = 0; i < 5; i += 1) await addSite(token, { site_url: `https://s${i}.example.com` });

    const first = await world.browser.get('/v1/ops/site?limit=2', { token });
    expect(first.body.count).toBe(5);
    expect(first.body.previous).toBeNull();
    expect(first.body.next).toBe('/v1/ops/site?limit=2&offset=2');
    expect(first.body.results.map((s: { site_url: string }) => s.site_url)).toEqual([
      'https://s4.example.com',
      'https://s3.example.com',
    ]);
    const last = await world.browser.get('/v1/ops/site?limit=2&offset=4', { token });
    expect(last.body.next).toBeNull();
    expect(last.body.previous).toBe('/v1/ops/site?limit=2&offset=2');
    expect(last.body.results).toHaveLength(1);
    // Default page size 10; more than 100 is refused.
    expect((await world.browser.get('/v1/ops/site', { token })).body.results).toHaveLength(5);
    expect((await world.browser.get('/v1/ops/site?limit=101', { token })).status).toBe(400);

    const site = first.body.results[0].id as string;
    const pages = await world.browser.get(`/v1/ops/page?site_id=${site}&limit=1`, { token });
    expect(pages.body).toMatchObject({ count: 1, next: null, previous: null });
  });

  it("answers 404 for another team's site and its pages, never revealing it", async () => {
    const owner = await teamOnPlan('free');
    const site = (await addSite(owner.token, { site_url: 'https://private.example' })).body;
    const stranger = await teamOnPlan('free');

    const read = await world.browser.get(`/v1/ops/site/${site.id}`, { token: stranger.token });
    expect(read.status).toBe(404);
    const missing = await world.browser.get(`/v1/ops/site/${crypto.randomUUID()}`, {
      token: stranger.token,
    });
    expect(read.body).toEqual(missing.body);
    const pages = await world.browser.get(`/v1/ops/page?site_id=${site.id}`, {
      token: stranger.token,
    });
    expect(pages.status).toBe(404);
    const ownPages = await world.browser.get(`/v1/ops/page?site_id=${site.id}`, {
      token: owner.token,
    });
    const rootPage = ownPages.body.results[0];
    const ownRead = await world.browser.get(`/v1/ops/page/${rootPage.id}`, { token: owner.token });
    expect(ownRead.status).toBe(200);
    expect(ownRead.body).toEqual(rootPage);
    const strangerRead = await world.browser.get(`/v1/ops/page/${rootPage.id}`, {
      token: stranger.token,
    });
    expect(strangerRead.status).toBe(404);
    expect(strangerRead.body).toEqual(
      (await world.browser.get(`/v1/ops/page/${crypto.randomUUID()}`, { token: stranger.token }))
        .body,
    );
    expect((await world.browser.get('/v1/ops/site', { token: stranger.token })).body.count).toBe(0);
    expect(
      (await world.browser.get('/v1/ops/site/not-a-uuid', { token: stranger.token })).status,
    ).toBe(400);
  });
});

describe('whatever a client sends', () => {
  it('answers 201 or 4xx, never 500', async () => {
    const { token } = await teamOnPlan('enterprise');
    const url = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string({ unit: 'grapheme', maxLength: 40 }).map((path) => `https://example.com/${path}`),
      fc.constant(`https://example.com/${'é'.repeat(2000)}`),
      fc.jsonValue({ maxDepth: 1 }),
    );
    const body = fc.record(
      { site_url: url, page_urls: fc.oneof(fc.constant(null), fc.array(url, { maxLength: 4 })) },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (sent) => {
        const response = await addSite(token, sent);
        expect([201, 400, 409]).toContain(response.status);
      }),
      { numRuns: 150 },
    );
    const search = await world.browser.get(`/v1/ops/search?query=${encodeURIComponent('%_é')}`, {
      token,
    });
    expect(search.status).toBe(200);
    // PostgreSQL cannot store or compare U+0000: refused before the database (http/route.ts).
    const nul = await world.browser.get(`/v1/ops/search?query=${encodeURIComponent('a\u0000b')}`, {
      token,
    });
    expect(nul.status).toBe(400);
    expect(nul.body.field).toBe('query');
  });
});
