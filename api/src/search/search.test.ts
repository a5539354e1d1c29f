import { parseSearchQuery } from '@vigil/contract';
import { prefixEnd } from './repository';
import { signUp, signUpWithTeam, useTestApp } from '../../test/harness';

const world = useTestApp();

interface Hit {
  type: string;
  str: string;
  path: string;
}

/** A cloud team with two sites and pages, plus a case, an issue and a flow inserted directly. */
async function seededTeam(prefix: string) {
  const { session, team } = await signUpWithTeam(world.browser);
  await world.t.db.query(`UPDATE accounts SET type = 'cloud' WHERE id = $1`, [team.id]);
  const add = (body: unknown) => world.browser.post('/v1/ops/site', body, { token: session.token });
  const shop = await add({
    site_url: `https://${prefix}-shop.example.com`,
    page_urls: [
      `https://${prefix}-shop.example.com/checkout`,
      `https://${prefix}-shop.example.com/cart`,
    ],
  });
  const blog = await add({ site_url: `http://www.${prefix}-blog.example.org` });
  for (const [table, title] of [
    ['cases', `Checkout form for ${prefix}`],
    ['issues', `Checkout is broken on ${prefix}`],
    ['flows', `Nightly checkout ${prefix}`],
  ] as const) {
    await world.t.db.query(`INSERT INTO ${table} (account_id, title) VALUES ($1, $2)`, [
      team.id,
      title,
    ]);
  }
  return { token: session.token, teamId: team.id, shop: shop.body, blog: blog.body };
}

async function search(token: string, query: string): Promise<Hit[]> {
  const response = await world.browser.get(`/v1/ops/search?query=${encodeURIComponent(query)}`, {
    token,
  });
  expect(response.status).toBe(200);
  return response.body as Hit[];
}

let alpha: Awaited<ReturnType<typeof seededTeam>>;
let beta: Awaited<ReturnType<typeof seededTeam>>;
beforeAll(async () => {
  alpha = await seededTeam('alpha');
  beta = await seededTeam('beta');
});

describe('search', () => {
  it('finds every type of the caller’s team, with a label and the screen path', async () => {
    const hits = await search(alpha.token, 'checkout');
    expect(hits.map((hit) => hit.type)).toEqual(['page', 'case', 'issue', 'flow']);
    expect(hits[0]).toEqual({
      type: 'page',
      str: 'https://alpha-shop.example.com/checkout',
      path: expect.stringMatching(/^\/page\/[0-9a-f-]{36}$/),
    });
    expect(hits.map((hit) => hit.str)).toEqual([
      'https://alpha-shop.example.com/checkout',
      'Checkout form for alpha',
      'Checkout is broken on alpha',
      'Nightly checkout alpha',
    ]);
    expect(hits[1]!.path).toMatch(/^\/case\//);
    expect(hits[2]!.path).toMatch(/^\/issue\//);
    expect(hits[3]!.path).toMatch(/^\/flow\//);
  });

  it('never returns another team’s data', async () => {
    const hits = await search(beta.token, 'alpha');
    expect(hits).toEqual([]);
    const own = await search(beta.token, 'checkout');
    expect(own.every((hit) => !hit.str.includes('alpha'))).toBe(true);
    expect(own).toHaveLength(4);
    // A user without a team finds nothing.
    const loner = await signUp(world.browser);
    expect(await search(loner.token, 'checkout')).toEqual([]);
  });

  it('narrows to one type with a prefix', async () => {
    const sites = await search(alpha.token, 'site:alpha');
    // "alpha-shop.example.com" starts with the text, "www.alpha-blog…" only contains it.
    expect(sites).toEqual([
      { type: 'site', str: 'https://alpha-shop.example.com', path: `/site/${alpha.shop.id}` },
      { type: 'site', str: 'http://www.alpha-blog.example.org', path: `/site/${alpha.blog.id}` },
    ]);
    expect((await search(alpha.token, 'page:alpha')).every((hit) => hit.type === 'page')).toBe(
      true,
    );
    expect((await search(alpha.token, 'PAGE: cart')).map((hit) => hit.str)).toEqual([
      'https://alpha-shop.example.com/cart',
    ]);
    expect((await search(alpha.token, 'issue:checkout')).map((hit) => hit.type)).toEqual(['issue']);
    expect((await search(alpha.token, 'case:')).map((hit) => hit.type)).toEqual(['case']);
    expect((await search(alpha.token, 'flow:nightly')).map((hit) => hit.type)).toEqual(['flow']);
    // A bare prefix lists that type; an empty query finds nothing.
    expect(await search(alpha.token, 'site:')).toHaveLength(2);
    expect(await search(alpha.token, '   ')).toEqual([]);
  });

  it('matches URLs whatever scheme is typed, prefix matches first', async () => {
    const expectShop = (hits: Hit[]) =>
      expect(hits[0]).toMatchObject({ type: 'site', str: 'https://alpha-shop.example.com' });
    expectShop(await search(alpha.token, 'alpha-shop'));
    expectShop(await search(alpha.token, 'http://alpha-shop'));
    expectShop(await search(alpha.token, 'HTTPS://Alpha-Shop.example.com'));
    const blog = await search(alpha.token, 'https://www.alpha-blog');
    expect(blog.map((hit) => hit.str)).toEqual([
      'http://www.alpha-blog.example.org',
      'http://www.alpha-blog.example.org',
    ]);
    expect(blog.map((hit) => hit.type)).toEqual(['site', 'page']);
  });

  it('answers a few results per type and treats % and _ as plain characters', async () => {
    const { session, team } = await signUpWithTeam(world.browser);
    await world.t.db.query(`UPDATE accounts SET type = 'enterprise' WHERE id = $1`, [team.id]);
    await world.browser.post(
      '/v1/ops/site',
      {
        site_url: 'https://many.example.com',
        page_urls: Array.from({ length: 20 }, (_, i) => `https://many.example.com/p${i}`),
      },
      { token: session.token },
    );
    const hits = await search(session.token, 'many');
    expect(hits.filter((hit) => hit.type === 'page')).toHaveLength(5);
    expect(hits.filter((hit) => hit.type === 'site')).toHaveLength(1);
    expect(await search(session.token, 'man%')).toEqual([]);
    expect(await search(session.token, 'page:many_example')).toEqual([]);
    expect(await search(session.token, '_')).toEqual([]);
    // Typing "site:https://" lists the sites until a letter narrows them.
    expect((await search(session.token, 'site:https://')).map((hit) => hit.str)).toEqual([
      'https://many.example.com',
    ]);
  });

  it('matches from the start of any word of a label, not inside a word', async () => {
    expect((await search(alpha.token, 'page:cart')).map((hit) => hit.str)).toEqual([
      'https://alpha-shop.example.com/cart',
    ]);
    expect((await search(alpha.token, 'example.com/check')).map((hit) => hit.str)).toEqual([
      'https://alpha-shop.example.com/checkout',
    ]);
    expect(await search(alpha.token, 'heckout')).toEqual([]);
  });

  it('answers a query ending in the last code point, U+10FFFF, with what starts with it', async () => {
    // Closed, so the open-issue count below stays the team's own.
    await world.t.db.query(
      `INSERT INTO issues (account_id, title, status) VALUES ($1, $2, 'closed')`,
      [alpha.teamId, 'max\u{10FFFF}\u{10FFFF} edge'],
    );
    for (const query of ['max\u{10FFFF}', '\u{10FFFF}', 'issue:max\u{10FFFF}\u{10FFFF}']) {
      const found = await world.browser.get(`/v1/ops/search?query=${encodeURIComponent(query)}`, {
        token: alpha.token,
      });
      expect(found.status).toBe(200);
      const labels = (found.body as Hit[]).map((hit) => hit.str);
      expect(labels.includes('max\u{10FFFF}\u{10FFFF} edge')).toBe(query !== '\u{10FFFF}');
    }
  });

  it('validates the query and needs a signed-in caller', async () => {
    expect((await world.browser.get('/v1/ops/search?query=a')).status).toBe(401);
    const missing = await world.browser.get('/v1/ops/search', { token: alpha.token });
    expect(missing.status).toBe(400);
    expect(missing.body.field).toBe('query');
    const long = await world.browser.get(`/v1/ops/search?query=${'a'.repeat(201)}`, {
      token: alpha.token,
    });
    expect(long.status).toBe(400);
  });
});

describe('home metrics', () => {
  it('counts the team’s open issues, sites and pages', async () => {
    await world.t.db.query(
      `INSERT INTO issues (account_id, title, status) VALUES ($1, 'old', 'closed')`,
      [alpha.teamId],
    );
    const metrics = await world.browser.get('/v1/ops/metrics/home', { token: alpha.token });
    expect(metrics.body).toEqual({ open_issues: 1, sites: 2, pages: 4 });
  });
});

describe('prefixEnd', () => {
  it.each([
    ['ab', 'ac'],
    ['a\u{10FFFF}', 'b'],
    ['\u{10FFFF}\u{10FFFF}', null],
    ['a\u{D7FF}', 'a\u{E000}'],
  ])('%j ends before %j', (prefix, end) => expect(prefixEnd(prefix)).toBe(end));
});

describe('parseSearchQuery', () => {
  it.each([
    ['site:shop', { type: 'site', text: 'shop' }],
    [' Issue :  broken ', { type: 'issue', text: 'broken' }],
    ['https://example.com', { type: null, text: 'https://example.com' }],
    ['sites:x', { type: null, text: 'sites:x' }],
    ['flow:', { type: 'flow', text: '' }],
  ])('%j', (query, parsed) => expect(parseSearchQuery(query)).toEqual(parsed));
});
