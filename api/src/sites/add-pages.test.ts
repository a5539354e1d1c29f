import { signUpWithTeam, useTestApp } from '../../test/harness';

const world = useTestApp();

const SITE = 'https://shop.invalid';

/** A team on `plan` with the site added (its root page stored); free allows 3 pages a site. */
async function siteOf(plan: 'free' | 'enterprise') {
  const { session, team } = await signUpWithTeam(world.browser);
  await world.t.db.query('UPDATE accounts SET type = $2 WHERE id = $1', [team.id, plan]);
  const token = session.token;
  const created = await world.browser.post('/v1/ops/site', { site_url: SITE }, { token });
  expect(created.status).toBe(201);
  return { token, siteId: created.body.id as string };
}

const add = (siteId: string, pageUrls: unknown, token: string) =>
  world.browser.post(`/v1/ops/site/${siteId}/pages`, { page_urls: pageUrls }, { token });

async function storedPages(token: string, siteId: string) {
  const pages = await world.browser.get(`/v1/ops/page?site_id=${siteId}&limit=100`, { token });
  return pages.body.results.map((page: { page_url: string }) => page.page_url);
}

describe('POST /v1/ops/site/{id}/pages', () => {
  it('adds pages to the site, answers them in the order given, never stores one twice', async () => {
    const { token, siteId } = await siteOf('enterprise');
    const added = await add(siteId, [`${SITE}/pricing`, `${SITE}/Docs/?utm_source=x`], token);
    expect(added.status).toBe(201);
    expect(added.body.map((page: { page_url: string }) => page.page_url)).toEqual([
      `${SITE}/pricing`,
      `${SITE}/Docs/`,
    ]);
    expect(added.body[0]).toMatchObject({ id: expect.any(String), site: siteId, aliases: [] });
    expect(await storedPages(token, siteId)).toEqual([SITE, `${SITE}/Docs/`, `${SITE}/pricing`]);

    // Again, with the root: the pages stored are answered as they are, nothing added.
    const again = await add(siteId, [`${SITE}/`, `${SITE}/pricing`], token);
    expect(again.status).toBe(201);
    expect(again.body.map((page: { id: string }) => page.id)).toEqual([
      (await world.browser.get(`/v1/ops/page?site_id=${siteId}`, { token })).body.results[0].id,
      added.body[0].id,
    ]);
    expect(await storedPages(token, siteId)).toHaveLength(3);
  });

  it('answers the page of an address that is another address of it (an alias)', async () => {
    const { token, siteId } = await siteOf('enterprise');
    const [docs] = (await add(siteId, [`${SITE}/docs/`], token)).body;
    await world.t.db.query(
      `INSERT INTO page_aliases (account_id, site_id, page_id, url, reason)
       SELECT account_id, site_id, id, $2, 'slash' FROM pages WHERE id = $1`,
      [docs.id, `${SITE}/docs`],
    );
    const twin = await add(siteId, [`${SITE}/docs`], token);
    expect(twin.status).toBe(201);
    expect(twin.body).toEqual([
      expect.objectContaining({ id: docs.id, aliases: [`${SITE}/docs`] }),
    ]);
    expect(await storedPages(token, siteId)).toHaveLength(2);
  });

  it("refuses pages past the plan's pages_allowed with 426, adding none", async () => {
    const { token, siteId } = await siteOf('free'); // 3 pages a site, the root one of them
    expect((await add(siteId, [`${SITE}/a`], token)).status).toBe(201);
    const refused = await add(siteId, [`${SITE}/b`, `${SITE}/c`], token);
    expect(refused.status).toBe(426);
    expect(refused.body.reason).toBe('max pages reached');
    expect(await storedPages(token, siteId)).toEqual([SITE, `${SITE}/a`]);
    // A page already stored takes no more room.
    expect((await add(siteId, [`${SITE}/a`, `${SITE}/b`], token)).status).toBe(201);
  });

  it("answers 404 for another team's site, and stores nothing there", async () => {
    const { token, siteId } = await siteOf('enterprise');
    const stranger = await siteOf('enterprise');
    const response = await add(siteId, [`${SITE}/x`], stranger.token);
    expect(response.status).toBe(404);
    expect(await storedPages(token, siteId)).toEqual([SITE]);
    // The same request is the owner's to make.
    expect((await add(siteId, [`${SITE}/x`], token)).status).toBe(201);
  });

  it.each([
    [['https://shop.invalid/ok', 'ftp://shop.invalid/x'], 'page_urls.1', 'must begin with http'],
    [['not a url'], 'page_urls.0', 'must begin with http'],
    [[], 'page_urls', 'enter a page url'],
    [
      ['https://shop.invalid/ok', 'https://elsewhere.invalid/x'],
      'page_urls.1',
      "must be on the site's host, shop.invalid",
    ],
    [['http://shop.invalid:8080/x'], 'page_urls.0', "must be on the site's host, shop.invalid"],
    [
      ['https://shop.invalid/logo.png'],
      'page_urls.0',
      'https://shop.invalid/logo.png is not an HTML page',
    ],
  ])('refuses %j with 400 naming %s', async (urls, field, message) => {
    const { token, siteId } = await siteOf('enterprise');
    const response = await add(siteId, urls, token);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ reason: `${field}: ${message}`, field });
    expect(await storedPages(token, siteId)).toEqual([SITE]);
  });
});
