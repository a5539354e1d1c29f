import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { planCatalogue } from '@vigil/contract';
import { testEnv } from '../env';
import { startRuntime, type Runtime } from '../runtime';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../test/databases';
import { Browser, signUpWithTeam } from '../../test/harness';
import { KILLED_WORKER_TIMINGS, killWorker, startWorker, until } from '../../test/worker-process';
import { twinSitePages, twinSiteResources } from '../../test/twin-site';
import { FIXTURE_SITE_PAGES } from '../../test/crawl-world';
import { startFixtureSite, type FixtureSite } from './fixture-site';

// Separate worker processes need a database server they share: on PGlite (one process owns the
// data) the API runs its worker itself, so this runs in the PostgreSQL project only.
const describeOnPostgres = onPostgres() ? describe : describe.skip;

describeOnPostgres('a worker process killed mid-crawl (PostgreSQL only)', () => {
  let database: TestDatabase;
  let site: FixtureSite;
  let dataDir: string;
  let api: Runtime;
  const workers: ChildProcess[] = [];
  beforeEach(async () => {
    database = await createTestDatabase({ migrated: true });
    // Slow answers keep the crawl running long enough to kill its worker in the middle.
    site = await startFixtureSite('127.0.0.1', { delayMs: 400 });
    dataDir = mkdtempSync(join(tmpdir(), 'vigil-worker-'));
    api = await startRuntime(
      testEnv({
        DATABASE_URL: database.databaseUrl!,
        VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
        ...KILLED_WORKER_TIMINGS,
      }),
      { http: true, workers: false },
    );
  });
  afterEach(async () => {
    for (const worker of workers) await killWorker(worker, 'SIGKILL');
    await api.close();
    await site.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is restarted: the crawl completes with exact pages, one scan per page, counted once', async () => {
    const browser = new Browser(api.app!);
    const { session, team } = await signUpWithTeam(browser);
    await api.db.query("UPDATE accounts SET type = 'enterprise' WHERE id = $1", [team.id]);
    const token = session.token;
    const created = await browser.post('/v1/ops/site', { site_url: site.origin }, { token });
    expect(created.status).toBe(201);
    const siteId: string = created.body.id;
    const processOf = async (type: string) =>
      (await browser.get(`/v1/ops/process?site_id=${siteId}&type=${type}`, { token })).body
        .results[0];
    const pageUrls = async (): Promise<string[]> =>
      (await browser.get(`/v1/ops/page?site_id=${siteId}&limit=100`, { token })).body.results.map(
        (page: { page_url: string }) => page.page_url.replace(site.origin, ''),
      );

    const first = startWorker(database.databaseUrl!, dataDir);
    workers.push(first);
    // Killed once the crawl stored pages beyond the root but has not finished.
    const midway = await until(pageUrls, (urls) => urls.length > 1, 60_000);
    await killWorker(first, 'SIGKILL');
    expect(midway.length).toBeGreaterThan(1);
    const interrupted = await processOf('crawl');
    expect(interrupted).toMatchObject({ success: null, time_completed: null });
    expect(interrupted.progress).toBeLessThan(100);
    const storedWhenKilled = (await pageUrls()).length;
    expect(storedWhenKilled).toBeLessThan(FIXTURE_SITE_PAGES.length);

    // A new worker takes the job over once the dead one's lease lapses, and the engine goes on.
    const second = startWorker(database.databaseUrl!, dataDir);
    workers.push(second);
    const generation = await until(
      () => processOf('case.generate'),
      (process) => process.time_completed !== null,
      150_000,
    );
    expect(generation).toMatchObject({ progress: 100, success: true, exception: null });
    const crawl = await processOf('crawl');
    expect(crawl).toMatchObject({ id: interrupted.id, progress: 100, success: true });
    const listed = await browser.get(`/v1/ops/process?site_id=${siteId}&type=crawl`, { token });
    expect(listed.body.count).toBe(1);

    const urls = await pageUrls();
    expect([...urls].sort()).toEqual(FIXTURE_SITE_PAGES);
    expect(new Set(urls).size).toBe(urls.length);
    const scans = await api.db.query<{ page_id: string; crawl_process_id: string | null }>(
      'SELECT page_id, crawl_process_id FROM scans WHERE site_id = $1',
      [siteId],
    );
    expect(scans).toHaveLength(FIXTURE_SITE_PAGES.length);
    expect(new Set(scans.map((scan) => scan.page_id)).size).toBe(FIXTURE_SITE_PAGES.length);
    expect(scans.every((scan) => scan.crawl_process_id === crawl.id)).toBe(true);
    const account = await browser.get('/v1/auth/account', { token });
    expect(account.body.usage.scans).toBe(FIXTURE_SITE_PAGES.length);
    await killWorker(second, 'SIGTERM');
  }, 240_000);

  it('of a site answering each page with and without its slash keeps one page per document (issue 47)', async () => {
    const twins = await startFixtureSite('127.0.0.1', { delayMs: 40 });
    try {
      twins.set(twinSiteResources());
      const browser = new Browser(api.app!);
      const { session, team } = await signUpWithTeam(browser);
      // Room for every page, one scan: the crawl is what is watched, not 200 Chromium scans.
      const limits = { ...planCatalogue.enterprise.limits, pages_allowed: 500, scans_allowed: 1 };
      await api.db.query("UPDATE accounts SET type = 'enterprise', limits = $2 WHERE id = $1", [
        team.id,
        JSON.stringify(limits),
      ]);
      const token = session.token;
      const created = await browser.post('/v1/ops/site', { site_url: twins.origin }, { token });
      expect(created.status).toBe(201);
      const siteId: string = created.body.id;
      const count = async () =>
        (await browser.get(`/v1/ops/page?site_id=${siteId}&limit=1`, { token })).body
          .count as number;
      const crawl = async () =>
        (await browser.get(`/v1/ops/process?site_id=${siteId}&type=crawl`, { token })).body
          .results[0];

      // Each test kills its own worker: `workers` still holds the earlier tests' (dead) ones.
      const first = startWorker(database.databaseUrl!, dataDir);
      workers.push(first);
      // Killed once the crawl stored some pages (a write comes every 50 pages or 500 ms).
      expect(await until(count, (pages) => pages > 1, 60_000)).toBeGreaterThan(1);
      await killWorker(first, 'SIGKILL');
      expect(await crawl()).toMatchObject({ success: null, time_completed: null });

      workers.push(startWorker(database.databaseUrl!, dataDir));
      const done = await until(crawl, (process) => process.time_completed !== null, 150_000);
      expect(done).toMatchObject({ progress: 100, success: true });
      const stored = await api.db.query<{ page_url: string }>(
        'SELECT page_url FROM pages WHERE site_id = $1',
        [siteId],
      );
      expect(stored.map((row) => row.page_url).sort()).toEqual(twinSitePages(twins.origin).sort());
      expect(await count()).toBe(200);
    } finally {
      await twins.close();
    }
  }, 240_000);
});
