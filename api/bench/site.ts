/**
 * A whole site, as a customer gets it (issue 11): a generated 250-page site on loopback
 * (bench/generated-site.ts: root, 5 sections, articles of 5 URL patterns, every 25th article a
 * heavy page), added through the API to an enterprise team, crawled and scanned by the
 * in-process workers (VIGIL_WORKER_CONCURRENCY, default 2; Lighthouse on, sampled per page
 * template, i.e. DOM shape, as the site's `lighthouse_samples` says, default 2), PGlite on
 * disk. Prints the time from Add Site to: crawl done, the first 20 pages scanned, every page
 * captured (scan done), every sampled page through Lighthouse, case generation done (onboarding
 * 100 %); the capture seconds a page per worker (first scan asked for to last scan done, times
 * the workers, over the scans; Lighthouse included when on) beside the tab-reuse floor
 * (bench/tab-floor.ts, on the first BENCH_FLOOR_PAGES, 30); the peak memory of this process and
 * its Chromiums; the bytes of artifacts stored.
 *
 *   pnpm bench:site   (BENCH_SITE_PAGES=250, BENCH_LIGHTHOUSE_SAMPLES=2, VIGIL_LIGHTHOUSE=on)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, signUpWithTeam } from '../test/harness';
import { testEnv } from '../src/env';
import { startRuntime } from '../src/runtime';
import { pagePath, startGeneratedSite } from './generated-site';
import { tabReuseFloor } from './tab-floor';

const PAGES = Number(process.env.BENCH_SITE_PAGES ?? 250);
const SAMPLES = Number(process.env.BENCH_LIGHTHOUSE_SAMPLES ?? 2);
const WORKERS = Number(process.env.VIGIL_WORKER_CONCURRENCY ?? 2);
const FLOOR_PAGES = Number(process.env.BENCH_FLOOR_PAGES ?? 30);

/** Resident memory (MB) of this process and every process under it (the Chromiums). */
function treeRssMb(): number {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number, number]);
  const inTree = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of rows)
      if (!inTree.has(pid) && inTree.has(ppid)) grew = inTree.add(pid).size > 0;
  }
  return rows.filter(([pid]) => inTree.has(pid)).reduce((sum, [, , rss]) => sum + rss, 0) / 1024;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'vigil-bench-site-'));
  const site = await startGeneratedSite(PAGES, 0, 25);
  const env = testEnv({
    VIGIL_DATA_DIR: join(dir, 'data'),
    VIGIL_ARTIFACT_DIR: join(dir, 'artifacts'),
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
    VIGIL_LIGHTHOUSE: process.env.VIGIL_LIGHTHOUSE ?? 'on',
    VIGIL_WORKER: 'embedded',
    VIGIL_WORKER_CONCURRENCY: String(WORKERS),
  });
  const runtime = await startRuntime(env, { http: true, workers: true });
  let peakMb = 0;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, treeRssMb())), 1000);
  try {
    const browser = new Browser(runtime.app!);
    const { session, team } = await signUpWithTeam(browser);
    await runtime.db.query(`UPDATE accounts SET type = 'enterprise' WHERE id = $1`, [team.id]);
    const started = Date.now();
    const created = await browser.post(
      '/v1/ops/site',
      { site_url: site.origin, onboarding: true, lighthouse_samples: SAMPLES },
      { token: session.token },
    );
    if (created.status !== 201) throw new Error(`Add Site: ${JSON.stringify(created.body)}`);
    const siteId = created.body.id as string;
    const marks: Record<string, number> = {};
    const mark = (name: string, reached: boolean) => {
      if (reached && marks[name] === undefined) marks[name] = (Date.now() - started) / 1000;
    };
    for (;;) {
      const [state] = await runtime.db.query<Record<string, number>>(
        `SELECT
           (SELECT count(*)::int FROM processes WHERE site_id = $1 AND type = 'crawl'
              AND time_completed IS NOT NULL) AS crawled,
           (SELECT count(*)::int FROM processes WHERE site_id = $1 AND type = 'case.generate'
              AND time_completed IS NOT NULL) AS generated,
           (SELECT count(*)::int FROM scans WHERE site_id = $1) AS scans,
           (SELECT count(*)::int FROM scans WHERE site_id = $1 AND time_completed IS NOT NULL) AS done,
           (SELECT count(*)::int FROM scans WHERE site_id = $1 AND lighthouse_sampled
              AND time_completed IS NULL) AS sampled_left,
           (SELECT count(*)::int FROM (SELECT s.time_completed FROM scans s
              JOIN pages p ON p.id = s.page_id WHERE s.site_id = $1
              ORDER BY p.discovered LIMIT 20) f WHERE f.time_completed IS NOT NULL) AS first20`,
        [siteId],
      );
      const s = state!;
      mark('crawl done', s.crawled! > 0);
      mark('first 20 pages scanned', s.scans! > 0 && s.first20 === Math.min(20, s.scans!));
      mark('every sampled page through Lighthouse', s.scans! > 0 && s.sampled_left === 0);
      mark('every page captured (all scans done)', s.scans! > 0 && s.done === s.scans);
      mark('case generation done (onboarding 100 %)', s.generated! > 0);
      if (s.generated! > 0 && s.done === s.scans) break;
      if (Date.now() - started > 60 * 60_000) throw new Error('over an hour: stopped');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const [counts] = await runtime.db.query<Record<string, number>>(
      `SELECT (SELECT count(*)::int FROM pages WHERE site_id = $1) AS pages,
         (SELECT count(DISTINCT dom_shape)::int FROM pages WHERE site_id = $1) AS shapes,
         (SELECT count(*)::int FROM scans WHERE site_id = $1 AND lighthouse_sampled) AS sampled,
         (SELECT count(*)::int FROM scans WHERE site_id = $1 AND score IS NULL) AS unscored,
         (SELECT COALESCE(sum(size_bytes), 0)::bigint FROM (SELECT DISTINCT ON (content_hash)
            size_bytes FROM artifacts WHERE account_id = $2) a) AS stored,
         (SELECT COALESCE(sum(size_bytes), 0)::bigint FROM (SELECT DISTINCT ON (content_hash)
            size_bytes FROM artifacts WHERE account_id = $2 AND name = 'screenshot') a) AS shots,
         (SELECT COALESCE(max(size_bytes), 0)::int FROM artifacts WHERE account_id = $2
            AND name = 'screenshot') AS largest`,
      [siteId, team.id],
    );
    const c = counts!;
    console.log(
      `${c.pages} pages of ${c.shapes} DOM shapes, ${c.sampled} through Lighthouse ` +
        `(${SAMPLES} per template), ` +
        `${c.unscored} without a score`,
    );
    console.table(Object.entries(marks).map(([step, seconds]) => ({ step, seconds })));
    const [scans] = await runtime.db.query<{ n: number; span: number }>(
      `SELECT count(*)::int AS n, extract(epoch FROM max(time_completed) - min(time_created))::float
         AS span FROM scans WHERE site_id = $1`,
      [siteId],
    );
    const floor = await tabReuseFloor(
      Array.from({ length: Math.min(FLOOR_PAGES, c.pages!) }, (_, i) => site.origin + pagePath(i)),
    );
    console.log(
      `capture ${((scans!.span * WORKERS) / scans!.n).toFixed(2)} s/page/worker ` +
        `(${scans!.n} scans, ${WORKERS} workers, Lighthouse ${env.VIGIL_LIGHTHOUSE}); ` +
        `tab-reuse floor ${floor.toFixed(2)} s/page (one navigation + the screenshots)`,
    );
    const mb = (bytes: number) => (Number(bytes) / 1e6).toFixed(1);
    console.log(
      `peak memory ${peakMb.toFixed(0)} MB (this process and its Chromiums); artifacts stored ` +
        `${mb(c.stored!)} MB, of which screenshots ${mb(c.shots!)} MB (largest ${mb(c.largest!)} MB)`,
    );
    console.log(
      `${new Date().toISOString()}; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    clearInterval(sampler);
    await runtime.close();
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
