import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { Browser, signUpWithTeam } from '../../test/harness';
import { crawlFinished } from '../engine/pipeline';
import { testEnv } from '../env';
import { hasLiveJob } from '../jobs/queue';
import { insertProcess } from '../processes/repository';
import { startRuntime, type Runtime } from '../runtime';
import { startCrawl } from '../sites/crawl-start';
import { insertSite } from '../sites/repository';
import { ORPHANED_CRAWL } from './orphans';

// The queue is real but no worker runs: jobs stay queued, so what is queued can be read.
let database: TestDatabase;
let runtime: Runtime;
let browser: Browser;
beforeAll(async () => {
  database = await createTestDatabase({ onDisk: true, migrated: true });
  const env = testEnv({
    ...(database.databaseUrl
      ? { DATABASE_URL: database.databaseUrl }
      : { VIGIL_DATA_DIR: database.dataDir! }),
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
  });
  runtime = await startRuntime(env, { http: true, workers: false });
  browser = new Browser(runtime.app!);
});
afterAll(async () => {
  await runtime.close();
  await database.drop();
});

/**
 * Runs `work` while the database refuses every new job of queue `name` (a constraint on its
 * pg-boss partition, as a full disk or a lost connection would fail the insert).
 */
async function whileQueueRefuses(name: string, work: () => Promise<void>) {
  const [queue] = await runtime.db.query<{ partition_name: string }>(
    'SELECT partition_name FROM pgboss.queue WHERE name = $1',
    [name],
  );
  const table = `pgboss.${queue!.partition_name}`;
  await runtime.db.exec(`ALTER TABLE ${table} ADD CONSTRAINT refuse_all CHECK (false) NOT VALID`);
  try {
    await work();
  } finally {
    await runtime.db.exec(`ALTER TABLE ${table} DROP CONSTRAINT refuse_all`);
  }
}

const siteUrl = (n: number) => `http://127.0.0.1:${40_000 + n}`;
const processesOf = async (token: string, siteId: string, type: string) =>
  (await browser.get(`/v1/ops/process?type=${type}&site_id=${siteId}`, { token })).body.results;

it('a crawl stored without its job (a crash before the enqueue) does not block a re-crawl', async () => {
  const { session, team } = await signUpWithTeam(browser);
  const token = session.token;
  // What site creation committed before the crash: site, crawl and case generation, no job.
  const { site, stuck } = await runtime.db.transaction(async (tx) => {
    const row = (await insertSite(tx, {
      accountId: team.id,
      siteUrl: siteUrl(1),
      onboarding: false,
      pageUrls: [siteUrl(1)],
    }))!;
    const crawl = await startCrawl(tx, row, undefined);
    await insertProcess(tx, {
      accountId: team.id,
      siteId: row.id,
      type: 'case.generate',
      progress: 1,
    });
    return { site: row, stuck: crawl };
  });

  const recrawl = await browser.post(`/v1/ops/site/${site.id}/crawl`, {}, { token });
  expect(recrawl.status).toBe(202);
  expect(recrawl.body).toMatchObject({ type: 'crawl', progress: 0, time_completed: null });
  expect(recrawl.body.id).not.toBe(stuck.id);
  expect(await hasLiveJob(runtime.db, 'site.crawl', recrawl.body.id)).toBe(true);

  const crawls = await processesOf(token, site.id, 'crawl');
  expect(crawls.find((p: { id: string }) => p.id === stuck.id)).toMatchObject({
    success: false,
    exception: ORPHANED_CRAWL,
    time_completed: expect.any(String),
  });
  const [generation] = await processesOf(token, site.id, 'case.generate');
  expect(generation).toMatchObject({ success: false, time_completed: expect.any(String) });

  // The new crawl has its job: asked again, it is answered as is.
  const again = await browser.post(`/v1/ops/site/${site.id}/crawl`, {}, { token });
  expect(again.body.id).toBe(recrawl.body.id);
});

it('stores a site and its crawl job in one transaction: no job, no site', async () => {
  const first = await signUpWithTeam(browser);
  const created = await browser.post(
    '/v1/ops/site',
    { site_url: siteUrl(2) },
    { token: first.session.token },
  );
  expect(created.status).toBe(201);
  const [crawl] = await processesOf(first.session.token, created.body.id, 'crawl');
  expect(await hasLiveJob(runtime.db, 'site.crawl', crawl.id)).toBe(true);

  // The enqueue fails: the site, its crawl and its case generation roll back with it.
  const { session, team } = await signUpWithTeam(browser);
  await whileQueueRefuses('site.crawl', async () => {
    const failed = await browser.post(
      '/v1/ops/site',
      { site_url: siteUrl(3) },
      { token: session.token },
    );
    expect(failed.status).toBe(500);
  });
  const stored = await runtime.db.query(
    `SELECT (SELECT count(*)::int FROM sites WHERE account_id = $1) AS sites,
            (SELECT count(*)::int FROM processes WHERE account_id = $1) AS processes`,
    [team.id],
  );
  expect(stored).toEqual([{ sites: 0, processes: 0 }]);
});

it('stores scans and their jobs in one transaction: no job, no scan, no usage', async () => {
  const { session, team } = await signUpWithTeam(browser);
  const token = session.token;
  const site = await browser.post('/v1/ops/site', { site_url: siteUrl(4) }, { token });
  await whileQueueRefuses('scan.page', async () => {
    const failed = await browser.post('/v1/ops/scan', { site_id: site.body.id }, { token });
    expect(failed.status).toBe(500);
  });
  expect(await runtime.db.query('SELECT id FROM scans WHERE account_id = $1', [team.id])).toEqual(
    [],
  );
  expect(
    await runtime.db.query('SELECT usage_scans FROM accounts WHERE id = $1', [team.id]),
  ).toEqual([{ usage_scans: 0 }]);
  const queued = await browser.post('/v1/ops/scan', { site_id: site.body.id }, { token });
  expect(queued.status).toBe(201);
  expect(
    await runtime.db.query(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'scan.page'`),
  ).toEqual([{ n: queued.body.length }]);
});

it("stores a crawl's scans with their jobs: a failed enqueue leaves none for the retry to miss", async () => {
  const { session } = await signUpWithTeam(browser);
  const site = await browser.post(
    '/v1/ops/site',
    { site_url: siteUrl(5) },
    { token: session.token },
  );
  const [crawl] = await processesOf(session.token, site.body.id, 'crawl');
  const job = { siteId: site.body.id as string, processId: crawl.id as string };
  const scansOfCrawl = () =>
    runtime.db.query<{ id: string }>('SELECT id FROM scans WHERE crawl_process_id = $1', [
      crawl.id,
    ]);

  await whileQueueRefuses('scan.page', () =>
    expect(crawlFinished({ db: runtime.db, queue: runtime.queue }, job, true)).rejects.toThrow(),
  );
  expect(await scansOfCrawl()).toEqual([]);

  // The crawl job's retry starts them again, each with its job.
  await crawlFinished({ db: runtime.db, queue: runtime.queue }, job, true);
  const scans = await scansOfCrawl();
  expect(scans).toHaveLength(1);
  const queued = await runtime.db.query(
    `SELECT 1 FROM pgboss.job WHERE name = 'scan.page' AND singleton_key = $1`,
    [scans[0]!.id],
  );
  expect(queued).toHaveLength(1);
});
