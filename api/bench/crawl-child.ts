/**
 * One crawl of the benchmark site, in a process of its own so its peak memory is its own
 * (process.resourceUsage().maxRSS). Forked by bench/crawl.ts with
 * `<vigil|vigil+pglite|vigil+postgres|linkinator> <origin> <concurrency>`; sends a ChildResult back over IPC.
 * Every child loads the same modules first (Node, tsx, Vigil's crawler with playwright-core), so
 * the memory figures differ by what each crawl allocates; the PGlite row adds the database.
 * The clocks start after module loading and database set-up.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSsrfGuard } from '../src/net/guard';
import { crawlSite, type CrawlHooks } from '../src/crawl/crawler';
import { createRenderer } from '../src/crawl/render';
import * as crawls from '../src/crawl/repository';
import * as processes from '../src/processes/repository';
import { insertPages } from '../src/sites/repository';

export interface ChildResult {
  pages: number;
  broken: number;
  seconds: number;
  /** User + system CPU seconds of the crawl: less disturbed by other load than wall time. */
  cpuSeconds: number;
  /** Of `seconds`, the time spent waiting for database writes (0 without a database). */
  dbSeconds: number;
  maxRssMb: number;
}

/** Times `crawl` (wall and CPU), after whatever set-up came before it and before any clean-up. */
async function clocked<T>(crawl: () => Promise<T>) {
  const [started, cpuStarted] = [process.hrtime.bigint(), process.cpuUsage()];
  const value = await crawl();
  const cpu = process.cpuUsage(cpuStarted);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { ...value, seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

type Findings = Awaited<ReturnType<typeof crawlSite>>;
type Store = Pick<CrawlHooks, 'addPages' | 'progress'> & {
  findings(findings: Findings): Promise<void>;
  close(): Promise<void>;
};

/** Pages kept in memory: the crawler alone. */
const memoryStore = (pages: Set<string>): Store => ({
  addPages: async (urls) => void urls.forEach((url) => pages.add(url)),
  progress: async () => undefined,
  findings: async () => undefined,
  close: async () => undefined,
});

/**
 * The writes jobs.ts runCrawl makes, through the same repository functions, on PGlite in a data
 * directory on disk (the product's default, api/.data), migrated before the clock starts: pages
 * and progress as the crawler hands them over, findings at the end. `dbSeconds` adds up the time
 * spent in those writes (they overlap the crawler's fetching).
 */
async function databaseStore(
  engine: 'pglite' | 'postgres',
  origin: string,
  pages: Set<string>,
  wait: { dbSeconds: number },
) {
  // Loaded only here, so the database's memory is not counted in the in-memory rows.
  const { openPglite, openPostgres } = await import('../src/db/connection');
  const { migrate } = await import('../src/db/migrate');
  const { createTestDatabase } = await import('../test/databases');
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-crawl-'));
  // PostgreSQL (DATABASE_URL): a throw-away database on that server, as the API tests use.
  const scratch = engine === 'postgres' ? await createTestDatabase() : null;
  const db = scratch?.databaseUrl
    ? await openPostgres(scratch.databaseUrl)
    : await openPglite(dataDir);
  await migrate(db);
  const [account] = await db.query<{ id: string }>(
    `INSERT INTO accounts (name, type, code) VALUES ('bench', 'selfhost', 'bench') RETURNING id`,
  );
  const [site] = await db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [account!.id, origin],
  );
  await insertPages(db, account!.id, site!.id, [origin]);
  const crawl = await processes.insertProcess(db, {
    accountId: account!.id,
    siteId: site!.id,
    type: 'crawl',
    progress: 0,
  });
  const timed = async (work: () => Promise<void>) => {
    const started = process.hrtime.bigint();
    await work();
    wait.dbSeconds += Number(process.hrtime.bigint() - started) / 1e9;
  };
  return {
    addPages: (urls) =>
      timed(async () => {
        urls.forEach((url) => pages.add(url));
        await insertPages(db, account!.id, site!.id, urls);
      }),
    progress: (percent) => timed(() => processes.setProgress(db, crawl.id, percent)),
    findings: (findings) =>
      timed(() =>
        db.transaction(async (tx) => {
          await crawls.replaceFindings(tx, site!.id, findings);
          await processes.finishProcess(tx, crawl.id, null);
        }),
      ),
    async close() {
      await db.close();
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  } satisfies Store;
}

/** Vigil's crawler as the site.crawl job calls it (jobs.ts runCrawl). */
async function vigil(origin: string, engine: 'pglite' | 'postgres' | null) {
  const pages = new Set([origin]);
  const wait = { dbSeconds: 0 };
  const store = engine ? await databaseStore(engine, origin, pages, wait) : memoryStore(pages);
  // As VIGIL_ALLOW_PRIVATE_TARGETS=127.0.0.1 does in the crawl tests: the guard stays in the path.
  const guard = createSsrfGuard('127.0.0.1');
  const renderer = createRenderer(guard); // never launched here: every page has links
  try {
    const result = await clocked(async () => {
      const findings = await crawlSite(
        // The job keeps the plan's pages_allowed; the bench wants them all.
        { siteUrl: origin, knownPages: [origin], limit: 100_000 },
        { guard, ...store, render: (url) => renderer.render(url) },
      );
      await store.findings(findings);
      return { brokenUrls: new Set(findings.filter((f) => f.kind === 'broken').map((f) => f.url)) };
    });
    const { seconds, cpuSeconds } = result;
    return { pages: pages.size, broken: result.brokenUrls.size, seconds, cpuSeconds, ...wait };
  } finally {
    await Promise.all([renderer.close(), store.close()]);
  }
}

async function linkinator(origin: string, concurrency: number) {
  // linkinator 6 is ESM-only; a dynamic import keeps this file CommonJS like the rest of the API.
  const { LinkChecker } = await import('linkinator');
  // Clocked after the import, as Vigil's modules are loaded before its clock starts.
  // `${origin}/`: the root as its own links name it, so it is not fetched twice.
  const result = await clocked(() =>
    new LinkChecker().check({ path: `${origin}/`, recurse: true, concurrency }),
  );
  // Pages = distinct URLs answered 2xx (the site has no images, scripts or stylesheets to check);
  // linkinator follows redirects silently, so its count includes the 10 redirecting links.
  const ok = new Set(result.links.filter((l) => l.state === 'OK').map((l) => l.url));
  const broken = new Set(result.links.filter((l) => l.state === 'BROKEN').map((l) => l.url));
  const { seconds, cpuSeconds } = result;
  return { pages: ok.size, broken: broken.size, seconds, cpuSeconds, dbSeconds: 0 };
}

async function main() {
  const [crawler, origin, concurrency] = process.argv.slice(2);
  const crawlers = ['vigil', 'vigil+pglite', 'vigil+postgres', 'linkinator'];
  if (!origin || !crawlers.includes(crawler!))
    throw new Error(`usage: crawl-child.ts <${crawlers.join('|')}> <origin> <concurrency>`);
  const found =
    crawler === 'linkinator'
      ? await linkinator(origin, Number(concurrency))
      : await vigil(
          origin,
          crawler === 'vigil' ? null : crawler === 'vigil+pglite' ? 'pglite' : 'postgres',
        );
  const { pages, broken, seconds, cpuSeconds, dbSeconds } = found;
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  const result: ChildResult = { pages, broken, seconds, cpuSeconds, dbSeconds, maxRssMb };
  // Forked: over IPC; run by hand (e.g. under --cpu-prof against a running site): printed.
  if (process.send) process.send(result);
  else console.log(JSON.stringify(result));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
