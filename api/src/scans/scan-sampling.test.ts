import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { enginePipeline } from '../engine/pipeline';
import { testEnv } from '../env';
import { createScanEngine } from './engine';
import { serveLinkedPages } from './scan-test-site';

jest.setTimeout(180_000);

// The home page links to /blog and /about; /blog lists five posts of one template.
const POSTS = [1, 2, 3, 4, 5].map((i) => `/blog/post-${i}`);
const LINKS: Record<string, string[]> = {
  '/': ['/blog', '/about'],
  '/blog': POSTS,
  '/about': [],
  ...Object.fromEntries(POSTS.map((path) => [path, ['/blog']])),
};

let t: TestApp;
let site: Awaited<ReturnType<typeof serveLinkedPages>>;
let artifactDir: string;

beforeAll(async () => {
  site = await serveLinkedPages(LINKS);
  artifactDir = mkdtempSync(join(tmpdir(), 'vigil-artifacts-'));
  t = await startTestApp({ VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  await site.close();
  rmSync(artifactDir, { recursive: true, force: true });
});

it("runs Lighthouse on the root, its sections and N pages per URL pattern; the others say 'not sampled'", async () => {
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
     WHERE s.site_id = $1`,
    [created.body.id],
  );
  const sampled = scans
    .filter((scan) => scan.lighthouse_sampled)
    .map((scan) => new URL(scan.page_url).pathname)
    .sort();
  expect(sampled).toEqual(['/', '/about', '/blog', '/blog/post-1', '/blog/post-2']);
  expect(scans).toHaveLength(8); // every page is still scanned

  // A page outside the sample is captured and checked, and says why it has no Lighthouse score.
  const engine = createScanEngine({
    db: t.db,
    artifactDir,
    chromiumPath: env.CHROMIUM_PATH,
    lighthouse: true,
    allowPrivateTargets: '127.0.0.1',
  });
  const skipped = scans.find((scan) => scan.page_url.endsWith('/blog/post-4'))!;
  try {
    await engine.run(skipped.id);
  } finally {
    await engine.close();
  }
  const scan = (await browser.get(`/v1/ops/scan/${skipped.id}`, { token })).body;
  expect(scan.lighthouse).toMatchObject({ status: 'not_sampled', scores: { average: null } });
  expect(scan.lighthouse.error).toMatch(/^not sampled/);
  expect(scan.images).toHaveLength(1);
  expect(scan.a11y.violations).toEqual(expect.any(Array));
  expect(scan.score).toBeGreaterThan(0);
});
