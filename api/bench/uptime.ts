/**
 * Uptime checks at scale (issue 46): 1,000 http monitors every 60 s against a loopback site, one
 * checker (the worker's, `startUptimeChecker`) in this process on PostgreSQL, the site in a child
 * process of its own so its CPU is not counted. Slots are spread over the minute as creation
 * times would spread them. Over `BENCH_SECONDS` (after a first minute that lets the slots settle):
 * the lag from each slot's due time to its recorded check (p50, p99, max), this process's CPU as
 * a share of one core, and slots skipped (due in the window, never checked).
 * Goal: p99 ≤ 2 s, ≤ 25 % of a core, none skipped.
 *
 *   pnpm --filter @vigil/api bench:uptime   (BENCH_MONITORS=1000, BENCH_SECONDS=180,
 *                                            BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)
 */
import { spawn } from 'node:child_process';
import { openDb } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { createSsrfGuard } from '../src/net/guard';
import { startUptimeChecker } from '../src/uptime/checker';
import { withScratchPostgres } from './scratch-postgres';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MONITORS = Number(process.env.BENCH_MONITORS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 180);
const INTERVAL = 60;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The loopback site, in its own process: answers 200 "ok" on a port it prints. */
async function startSite() {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const s=require('http').createServer((q,r)=>r.end('ok'));s.listen(0,'127.0.0.1',()=>console.log(s.address().port))`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve) =>
    child.stdout!.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim()))),
  );
  return { url: `http://127.0.0.1:${port}/health`, stop: () => child.kill() };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;

async function run(databaseUrl: string) {
  const db = await openDb({ databaseUrl });
  await migrate(db);
  const site = await startSite();
  const [account] = await db.query<{ id: string }>(
    `INSERT INTO accounts (name, type, code) VALUES ('Bench', 'enterprise', 'bench') RETURNING id`,
  );
  // Slots spread over the first minute, as monitors created at different times are.
  await db.query(
    `INSERT INTO monitors (account_id, name, kind, url, interval_seconds, next_check_at)
     SELECT $1, 'Monitor ' || n, 'http', $2, ${INTERVAL},
       now() + make_interval(secs => (n % ${INTERVAL}) + random())
     FROM generate_series(1, $3) AS n`,
    [account!.id, site.url, MONITORS],
  );
  const checker = startUptimeChecker({
    db,
    appUrl: 'http://localhost:8080',
    guard: createSsrfGuard('127.0.0.1'),
  });
  await sleep(INTERVAL * 1000);
  const from = new Date();
  const cpuBefore = process.cpuUsage();
  await sleep(SECONDS * 1000);
  const cpu = process.cpuUsage(cpuBefore);
  // Slots due in the last seconds may not be claimed yet when the checker stops: left out.
  const to = new Date(Date.now() - 5000);
  await checker.stop();
  const lags = await db.query<{ lag: number }>(
    `SELECT extract(epoch FROM time_checked - due_at)::float8 AS lag FROM monitor_results
     WHERE due_at >= $1 AND due_at < $2 ORDER BY 1`,
    [from, to],
  );
  // Slots due in the window: each monitor's are every 60 s from its first one in it.
  const [{ expected } = { expected: 0 }] = await db.query<{ expected: number }>(
    `SELECT sum(ceil(extract(epoch FROM $2::timestamptz - first) / ${INTERVAL}))::int AS expected
     FROM (SELECT min(due_at) AS first FROM monitor_results WHERE due_at >= $1 GROUP BY monitor_id) f`,
    [from, to],
  );
  const sorted = lags.map((row) => row.lag);
  site.stop();
  await db.close();
  return {
    monitors: MONITORS,
    seconds: SECONDS,
    checks: sorted.length,
    skipped: Math.max(0, expected - sorted.length),
    lagP50: percentile(sorted, 50),
    lagP99: percentile(sorted, 99),
    lagMax: sorted.at(-1),
    coreShare: (cpu.user + cpu.system) / 1e6 / SECONDS,
  };
}

void withScratchPostgres(SERVER_URL, run).then((result) => {
  if (result) console.log(JSON.stringify(result, null, 2));
  process.exit(0);
});
