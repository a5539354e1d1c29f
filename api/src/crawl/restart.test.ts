import { testEnv } from '../env';
import { startRuntime } from '../runtime';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { Browser, signUpWithTeam } from '../../test/harness';
import { startFixtureSite, type FixtureSite } from './fixture-site';

let database: TestDatabase;
let site: FixtureSite;
beforeEach(async () => {
  database = await createTestDatabase({ onDisk: true, migrated: true });
  site = await startFixtureSite();
});
afterEach(async () => {
  await site.close();
  await database.drop();
});

function env() {
  const where = database.databaseUrl
    ? { DATABASE_URL: database.databaseUrl }
    : { VIGIL_DATA_DIR: database.dataDir! };
  return testEnv({ ...where, VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1' });
}

describe('the crawl job on the queue', () => {
  it('survives a restart: enqueued by the API, crawled by the next worker, exact counts', async () => {
    const api = await startRuntime(env(), { http: true, workers: false });
    let siteId: string;
    try {
      const browser = new Browser(api.app!);
      const { session } = await signUpWithTeam(browser);
      const created = await browser.post(
        '/v1/ops/site',
        { site_url: site.origin },
        { token: session.token },
      );
      expect(created.status).toBe(201);
      siteId = created.body.id;
    } finally {
      await api.close();
    }
    expect(site.requests).toEqual([]);

    const worker = await startRuntime(env(), { http: false, workers: true });
    try {
      const deadline = Date.now() + 60_000;
      let crawl: { success: boolean | null; progress: number } | undefined;
      while (Date.now() < deadline) {
        [crawl] = await worker.db.query<{ success: boolean | null; progress: number }>(
          "SELECT success, progress FROM processes WHERE site_id = $1 AND type = 'crawl'",
          [siteId],
        );
        if (crawl?.success !== null) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(crawl).toEqual({ success: true, progress: 100 });
      const [pages] = await worker.db.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM pages WHERE site_id = $1',
        [siteId],
      );
      // The free plan of a new team allows 3 pages: root, /from-sitemap, /about.
      expect(pages?.count).toBe(3);
    } finally {
      await worker.close();
    }
  }, 90_000);
});
