/**
 * Crawl speed: Vigil's crawler (src/crawl/crawler.ts, SSRF guard in the path) against linkinator
 * 6 on the same generated 1,000-page loopback site (bench/generated-site.ts), in the same run.
 * Each crawl runs in a child process of its own (bench/crawl-child.ts), so peak RSS is that
 * crawler's alone; the site is served by this process. One warm-up crawl each, then BENCH_RUNS
 * crawls each, interleaved so background load (2 shared cores) hits both alike; medians printed.
 * linkinator gets Vigil's concurrency (crawler.ts BATCH = 4) and, for reference, its default 100.
 * Vigil runs twice: the crawler alone (pages kept in memory), and with the database writes the
 * site.crawl job makes (PGlite on disk, the product's default), to show what those cost.
 * Exits non-zero on errors (a crawl failing or finding too few pages), not on being slower.
 *
 *   pnpm bench:crawl   (BENCH_RUNS=3, BENCH_PAGES=1000, BENCH_LATENCY_MS=0)
 */
import { fork } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import type { ChildResult } from './crawl-child';
import { startGeneratedSite, type GeneratedSite } from './generated-site';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = Number(process.env.BENCH_PAGES ?? 1000);
/** Mean answer delay of the site (0 = loopback speed; e.g. 50 for a site over the internet). */
const LATENCY_MS = Number(process.env.BENCH_LATENCY_MS ?? 0);
/** Vigil's crawler visits 4 URLs at a time (crawler.ts BATCH); linkinator is given the same. */
const VIGIL_CONCURRENCY = 4;

interface Contender {
  name: string;
  crawler: 'vigil' | 'vigil+pglite' | 'vigil+postgres' | 'linkinator';
  concurrency: number;
}

const CONTENDERS: Contender[] = [
  { name: 'Vigil crawler', crawler: 'vigil', concurrency: VIGIL_CONCURRENCY },
  {
    name: 'Vigil crawler + PGlite writes',
    crawler: 'vigil+pglite',
    concurrency: VIGIL_CONCURRENCY,
  },
  // The scale-out shape (workers on PostgreSQL), when DATABASE_URL names a server.
  ...(process.env.DATABASE_URL
    ? [
        {
          name: 'Vigil crawler + PostgreSQL writes',
          crawler: 'vigil+postgres' as const,
          concurrency: VIGIL_CONCURRENCY,
        },
      ]
    : []),
  { name: 'linkinator 6.3.0', crawler: 'linkinator', concurrency: VIGIL_CONCURRENCY },
  { name: 'linkinator 6.3.0 (its default)', crawler: 'linkinator', concurrency: 100 },
];

function crawlOnce(site: GeneratedSite, contender: Contender) {
  const before = site.requests();
  return new Promise<ChildResult & { requests: number }>((resolve, reject) => {
    // fork() reuses this process's execArgv, i.e. tsx's loader, so the child runs TypeScript.
    const child = fork(join(__dirname, 'crawl-child.ts'), [
      contender.crawler,
      site.origin,
      String(contender.concurrency),
    ]);
    let result: ChildResult | undefined;
    child.on('message', (message) => (result = message as ChildResult));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 && result
        ? resolve({ ...result, requests: site.requests() - before })
        : reject(new Error(`${contender.name}: child exited with ${code}`)),
    );
  });
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const site = await startGeneratedSite(PAGES, LATENCY_MS);
  try {
    console.log(
      `${PAGES}-page site at ${site.origin}, ${LATENCY_MS} ms mean latency; warm-up, then ${RUNS} crawls each…`,
    );
    for (const contender of CONTENDERS) await crawlOnce(site, contender); // disk cache, JIT of the server
    const runs = new Map(CONTENDERS.map((c) => [c, [] as Awaited<ReturnType<typeof crawlOnce>>[]]));
    for (let run = 0; run < RUNS; run += 1) {
      for (const contender of CONTENDERS) {
        const result = await crawlOnce(site, contender);
        // Fewer pages than the site has is a broken crawl, not a slow one.
        if (result.pages < PAGES)
          throw new Error(`${contender.name} found ${result.pages} of ${PAGES} pages`);
        runs.get(contender)!.push(result);
        console.log(`  ${contender.name}: ${result.seconds.toFixed(2)} s`);
      }
    }
    console.table(
      CONTENDERS.map((contender) => {
        const results = runs.get(contender)!;
        const seconds = median(results.map((r) => r.seconds));
        return {
          crawler: contender.name,
          concurrency: contender.concurrency,
          'pages found': median(results.map((r) => r.pages)),
          'broken links': median(results.map((r) => r.broken)),
          requests: median(results.map((r) => r.requests)),
          seconds: Number(seconds.toFixed(2)),
          'pages/s': Number((PAGES / seconds).toFixed(0)),
          'CPU s': Number(median(results.map((r) => r.cpuSeconds)).toFixed(2)),
          'DB wait s': Number(median(results.map((r) => r.dbSeconds)).toFixed(2)),
          'peak RSS MB': Number(median(results.map((r) => r.maxRssMb)).toFixed(0)),
        };
      }),
    );
    console.log(
      `medians of ${RUNS} runs; ${new Date().toISOString()}; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} (shared machine: noisy)`,
    );
  } finally {
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
