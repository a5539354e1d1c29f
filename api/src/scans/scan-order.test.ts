import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { Browser, signUpWithTeam } from '../../test/harness';
import { testEnv } from '../env';
import { startRuntime, type Runtime } from '../runtime';
import { serveLinkedPages } from './scan-test-site';

jest.setTimeout(240_000);

// Depth from the root: 0 /, 1 /about-our-long-company-history and /b, 2 /x and /b/deeper-page.
// The deepest page has the shortest URL, so neither URL length nor chance gives this order.
const LINKS: Record<string, string[]> = {
  '/': ['/about-our-long-company-history', '/b'],
  '/about-our-long-company-history': ['/x'],
  '/b': ['/b/deeper-page'],
  '/x': [],
  '/b/deeper-page': [],
};

let database: TestDatabase;
let artifactDir: string;
let site: Awaited<ReturnType<typeof serveLinkedPages>>;
let runtime: Runtime;

beforeAll(async () => {
  site = await serveLinkedPages(LINKS);
  database = await createTestDatabase({ onDisk: true });
  artifactDir = mkdtempSync(join(tmpdir(), 'vigil-artifacts-'));
  const env = testEnv({
    ...(database.databaseUrl
      ? { DATABASE_URL: database.databaseUrl }
      : { VIGIL_DATA_DIR: database.dataDir! }),
    VIGIL_ARTIFACT_DIR: artifactDir,
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
    VIGIL_LIGHTHOUSE: 'off',
    // One scan at a time, so the order they complete in is the order the queue hands them out.
    VIGIL_WORKER_CONCURRENCY: '1',
  });
  runtime = await startRuntime(env, { http: true, workers: true });
});
afterAll(async () => {
  await runtime.close();
  await database.drop();
  await site.close();
  rmSync(artifactDir, { recursive: true, force: true });
});

it("a crawl's scans run the home page first, then the pages by depth from it", async () => {
  const browser = new Browser(runtime.app!);
  const { session, team } = await signUpWithTeam(browser);
  await runtime.db.query(`UPDATE accounts SET type = 'enterprise' WHERE id = $1`, [team.id]);
  const created = await browser.post(
    '/v1/ops/site',
    { site_url: site.origin },
    { token: session.token },
  );
  expect(created.status).toBe(201);

  const deadline = Date.now() + 180_000;
  let scans: { page_url: string; time_completed: Date | null }[] = [];
  while (Date.now() < deadline) {
    scans = await runtime.db.query(
      `SELECT p.page_url, s.time_completed FROM scans s JOIN pages p ON p.id = s.page_id
       WHERE s.site_id = $1 ORDER BY s.time_completed, s.id`,
      [created.body.id],
    );
    if (scans.length === 5 && scans.every((scan) => scan.time_completed)) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const paths = scans.map((scan) => new URL(scan.page_url).pathname);
  expect(paths).toEqual(['/', '/about-our-long-company-history', '/b', '/x', '/b/deeper-page']);
});
