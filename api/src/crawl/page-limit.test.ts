import { planCatalogue } from '@vigil/contract';
import { crawlWorld } from '../../test/crawl-world';
import { signUpWithTeam } from '../../test/harness';
import { crawlInMemory } from '../../test/crawl-in-memory';
import { enginePipeline } from '../engine/pipeline';
import { testEnv } from '../env';
import type { JobSender } from '../jobs/define-job';
import type { Resource } from './fixture-site';
import { runCrawl } from './jobs';

/** The API's safety ceiling in this file: page_urls past it are refused on an unlimited plan. */
const CEILING = 1_500;

const world = crawlWorld({ env: { VIGIL_CRAWL_MAX_PAGES: String(CEILING) } });

const page = (links: string[], extra = '') =>
  `<!doctype html><html><body>${links.map((href) => `<a href="${href}">l</a>`).join('')}${extra}</body></html>`;

/**
 * A site of `size` pages, no robots rules nor sitemap: the root links to /p/1 … /p/(size-1),
 * each of which links to its own missing page /missing/n (a broken link found on it).
 */
function flatSite(size: number): Record<string, Resource> {
  const resources: Record<string, Resource> = {
    '/robots.txt': { type: 'text/plain', body: 'User-agent: *\nAllow: /\n' },
    '/sitemap-index.xml': { status: 404 },
    '/': { body: page(Array.from({ length: size - 1 }, (_, i) => `/p/${i + 1}`)) },
  };
  for (let n = 1; n < size; n += 1) resources[`/p/${n}`] = { body: page([`/missing/${n}`]) };
  return resources;
}

/** An enterprise team whose operator set `pagesAllowed` (0 = unlimited). */
async function enterprise(pagesAllowed: number) {
  const { session, team } = await signUpWithTeam(world.browser);
  const limits = { ...planCatalogue.enterprise.limits, pages_allowed: pagesAllowed };
  await world.t.db.query("UPDATE accounts SET type = 'enterprise', limits = $2 WHERE id = $1", [
    team.id,
    JSON.stringify(limits),
  ]);
  return session.token;
}

const queue = { send: (async () => 'job') as unknown as JobSender['send'] };

/** Adds the fixture site and runs its crawl job as a worker does (follow-ups included). */
async function crawled(token: string, ceiling = String(CEILING)) {
  const created = await world.browser.post(
    '/v1/ops/site',
    { site_url: world.site.origin },
    { token },
  );
  expect(created.status).toBe(201);
  const processes = `/v1/ops/process?site_id=${created.body.id}&type=crawl`;
  const [crawl] = (await world.browser.get(processes, { token })).body.results;
  const env = testEnv({ VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1', VIGIL_CRAWL_MAX_PAGES: ceiling });
  await enginePipeline({ db: world.t.db, env, queue }).crawl.handle({
    siteId: created.body.id,
    processId: crawl.id,
  });
  const pages = await world.browser.get(`/v1/ops/page?site_id=${created.body.id}&limit=1`, {
    token,
  });
  return {
    siteId: created.body.id as string,
    process: (await world.browser.get(processes, { token })).body.results[0],
    pageCount: pages.body.count as number,
  };
}

describe("a crawl stops at the plan's page limit and says so", () => {
  it("keeps 10 of 40 pages, tells what it left out, and reports every kept page's broken link", async () => {
    world.site.set(flatSite(40));
    const token = await enterprise(10);
    const { siteId, process, pageCount } = await crawled(token);
    expect(pageCount).toBe(10);
    expect(process).toMatchObject({ success: true, exception: null });
    expect(process.detail).toBe(
      '10 pages new, 10 scanned. ' +
        "Stopped at 10 of at least 40 pages found: your plan's limit; 30 pages left out.",
    );
    const broken = await world.browser.get(`/v1/ops/site/${siteId}/links?kind=broken&limit=100`, {
      token,
    });
    // The root and /p/1 … /p/9 are kept: each kept page's broken link is reported, with it.
    expect(
      broken.body.results.map((link: { url: string; linked_from: { url: string }[] }) => [
        link.url.replace(world.site.origin, ''),
        link.linked_from.map((from) => from.url.replace(world.site.origin, '')),
      ]),
    ).toEqual(Array.from({ length: 9 }, (_, i) => [`/missing/${i + 1}`, [`/p/${i + 1}`]]));
  });

  it('keeps every page of a site within the limit and says nothing of a limit', async () => {
    world.site.set(flatSite(12));
    const { process, pageCount } = await crawled(await enterprise(12));
    expect(pageCount).toBe(12);
    expect(process.detail).toBe('12 pages new, 12 scanned.');
  });

  it('keeps more than 500 pages on a plan without a page limit', async () => {
    world.site.set(flatSite(520));
    const token = await enterprise(0);
    const created = await world.browser.post(
      '/v1/ops/site',
      { site_url: world.site.origin },
      { token },
    );
    const processes = `/v1/ops/process?site_id=${created.body.id}&type=crawl`;
    const [crawl] = (await world.browser.get(processes, { token })).body.results;
    // The job as a worker runs it with the default settings (a ceiling of 100,000 pages).
    const result = await runCrawl(
      world.t.db,
      { siteId: created.body.id, processId: crawl.id },
      '127.0.0.1',
    );
    expect(result).toEqual({ outcome: 'crawled', note: null });
    const pages = await world.browser.get(`/v1/ops/page?site_id=${created.body.id}&limit=1`, {
      token,
    });
    expect(pages.body.count).toBe(520);
  }, 120_000);

  it("stops an unlimited plan at the installation's ceiling, naming it", async () => {
    world.site.set(flatSite(40));
    const { process, pageCount } = await crawled(await enterprise(0), '25');
    expect(pageCount).toBe(25);
    expect(process.detail).toMatch(
      /Stopped at 25 of at least 40 pages found: this installation's safety limit of 25 pages a site; 15 pages left out\.$/,
    );
  });
});

describe('page_urls within the plan, not a fixed number', () => {
  /** Adds the fixture site with `n` given pages (page_urls) to `token`'s team: the answer. */
  const addWithPages = (token: string, n: number) =>
    world.browser.post(
      '/v1/ops/site',
      {
        site_url: world.site.origin,
        page_urls: Array.from({ length: n }, (_, i) => `${world.site.origin}/given/${i}`),
      },
      { token },
    );

  it('takes 1,200 page_urls on a plan without a page limit, refuses more than the ceiling', async () => {
    const token = await enterprise(0);
    const many = await addWithPages(token, 1_200);
    expect(many.status).toBe(201);
    const pages = await world.browser.get(`/v1/ops/page?site_id=${many.body.id}&limit=1`, {
      token,
    });
    expect(pages.body.count).toBe(1_201); // the root, and every given page
    const other = await enterprise(0);
    const tooMany = await addWithPages(other, CEILING); // with the root, one past it
    expect(tooMany.status).toBe(426);
    expect(tooMany.body.reason).toBe('max pages reached');
  });

  it("refuses page_urls past the plan's own limit", async () => {
    const token = await enterprise(10);
    const refused = await addWithPages(token, 10);
    expect(refused.status).toBe(426);
    expect(refused.body.reason).toBe('max pages reached');
  });
});

describe('the sub-resources a crawl checks', () => {
  // The floor is 2,000 distinct sub-resources; a floor of 100 here makes 9 pages of 50 images a
  // site past it, as 45 pages were past 2,000 (2,200 images: minutes of checks on a loaded CI).
  it("checks every kept page's images past the floor of distinct ones on a big site", async () => {
    const images = (n: number) =>
      Array.from({ length: 50 }, (_, i) => `<img src="/img/${n}-${i}.png">`).join('');
    const resources = flatSite(9);
    for (let n = 1; n < 9; n += 1) resources[`/p/${n}`] = { body: page([], images(n)) };
    world.site.set(resources);
    const { findings, pages } = await crawlInMemory({
      siteUrl: world.site.origin,
      limit: 100,
      resourceFloor: 100,
    });
    expect(pages).toHaveLength(9);
    // Every image is missing: 8 pages × 50 broken images, each reported with its page.
    const broken = findings.filter((finding) => finding.kind === 'resource');
    expect(broken).toHaveLength(400);
    expect(new Set(broken.map((finding) => finding.referrer)).size).toBe(8);
  });
});
