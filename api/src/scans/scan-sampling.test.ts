import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { enginePipeline } from '../engine/pipeline';
import { testEnv } from '../env';
import { createScanEngine } from './engine';
import { lighthouseSample } from './sampling';
import { serveLinkedPages } from '../../test/scan-test-site';

jest.setTimeout(240_000);

// The home page links to five sections on one listing layout; /blog lists five posts of one
// article layout. Before DOM shapes, each section was its own URL pattern.
const SECTIONS = ['/blog', '/docs', '/help', '/shop', '/about'];
const POSTS = [1, 2, 3, 4, 5].map((i) => `/blog/post-${i}`);
const LINKS: Record<string, string[]> = {
  '/': SECTIONS,
  ...Object.fromEntries(SECTIONS.map((path) => [path, path === '/blog' ? POSTS : ['/']])),
  ...Object.fromEntries(POSTS.map((path) => [path, ['/blog']])),
};
const layoutOf = (path: string) =>
  path === '/'
    ? '<section class="hero"><p>Welcome</p></section>'
    : SECTIONS.includes(path)
      ? `<ul class="listing">${`<li class="card"><p>${path}</p></li>`.repeat(path.length)}</ul>`
      : `<article class="post"><p>${path}</p><p>More text</p></article>`;

let t: TestApp;
let site: Awaited<ReturnType<typeof serveLinkedPages>>;
let artifactDir: string;

beforeAll(async () => {
  site = await serveLinkedPages(LINKS, [], layoutOf);
  artifactDir = mkdtempSync(join(tmpdir(), 'vigil-artifacts-'));
  t = await startTestApp({ VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await site.close();
  rmSync(artifactDir, { recursive: true, force: true });
});

it("runs Lighthouse on the root and N pages per page layout; the others are captured and checked, and say 'not sampled'", async () => {
  const browser = new Browser(t.app);
  const { session, team } = await signUpWithTeam(browser);
  const token = session.token;
  await t.db.query(`UPDATE accounts SET type = 'enterprise' WHERE id = $1`, [team.id]);
  const created = await browser.post(
    '/v1/ops/site',
    { site_url: site.origin, lighthouse_samples: 2 },
    { token },
  );
  expect(created.status).toBe(201);
  expect(created.body.lighthouse_samples).toBe(2);
  const crawl = (
    await browser.get(`/v1/ops/process?site_id=${created.body.id}&type=crawl`, { token })
  ).body.results[0];
  const env = testEnv({ VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' });
  const queue = { send: async () => 'job' };
  await enginePipeline({ db: t.db, env, queue }).crawl.handle({
    siteId: created.body.id,
    processId: crawl.id,
  });

  const scans = await t.db.query<{ id: string; page_url: string; lighthouse_sampled: boolean }>(
    `SELECT s.id, p.page_url, s.lighthouse_sampled FROM scans s JOIN pages p ON p.id = s.page_id
     WHERE s.site_id = $1 ORDER BY s.time_created, s.id`,
    [created.body.id],
  );
  expect(scans).toHaveLength(11); // every page is still scanned
  const sampled = scans
    .filter((scan) => scan.lighthouse_sampled)
    .map((scan) => new URL(scan.page_url).pathname)
    .sort();
  expect(sampled).toEqual(['/', '/blog', '/blog/post-1', '/blog/post-2', '/docs']);
  // By URL pattern alone (what pages crawled before shapes get), the five sections were five.
  const byUrl = lighthouseSample(
    scans.map((scan) => ({ url: scan.page_url })),
    2,
  );
  expect(byUrl.size).toBe(8);

  // Every page outside the sample is captured and checked, and says why it has no score.
  const engine = createScanEngine({
    db: t.db,
    artifactDir,
    chromiumPath: env.CHROMIUM_PATH,
    lighthouse: true,
    allowPrivateTargets: '127.0.0.1',
  });
  const skipped = scans.filter((scan) => !scan.lighthouse_sampled);
  try {
    for (const scan of skipped) await engine.run(scan.id);
  } finally {
    await engine.close();
  }
  for (const { id } of skipped) {
    const scan = (await browser.get(`/v1/ops/scan/${id}`, { token })).body;
    expect(scan.lighthouse).toMatchObject({ status: 'not_sampled', scores: { average: null } });
    expect(scan.lighthouse.error).toMatch(/^not sampled/);
    expect(scan.images).toHaveLength(1);
    expect(scan.a11y.violations).toEqual(expect.any(Array));
    expect(scan.score).toBeGreaterThan(0);
  }
});
