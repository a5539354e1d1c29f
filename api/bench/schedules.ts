/**
 * The scheduler at scale: 10,000 active schedules on PostgreSQL, worked by 2 real worker
 * processes (`src/worker.ts`, the production shape), on the real clock. Two figures:
 *
 * 1. The main one, schedules as a customer sets them: `frequency: '10-min'`. Each runs at its
 *    own offset in the period (next-runs.ts), so they fall due about 17 a second. Measured over
 *    one whole 10-minute period: the lag from each slot's due time to the start of its fire, and
 *    the two workers' CPU over the period (every slot of the period fired once), as a share of
 *    one core. Goal: p99 ≤ 5 s and < 5 % of one core.
 * 2. The worst case, labelled as such: the same 10,000 as explicit crons due in the same second
 *    (a cron is exact, so a customer can ask for that). Lag until every slot fired, CPU of it.
 *
 * Each schedule's site has no pages, so a fire makes nothing: what is measured is the scheduler
 * (claim, fire, outcome), not the scans it would start. A fire is timed by its end: a trigger of
 * the scratch database notes when its outcome is written (`clock_timestamp()`), so "due → fire
 * done" bounds its start from above (the worker CPU does not include the trigger). The
 * PostgreSQL backends of the scratch database are counted apart (same machine only).
 *
 *   pnpm bench:schedules   (BENCH_SCHEDULES=10000, BENCH_IDLE_SECONDS=60,
 *                           BENCH_PERIOD_SECONDS=600 (shorter: a try, not the figure),
 *                           BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDb, type Db } from '../src/db/connection';
import { migrate } from '../src/db/migrate';
import { nextRun } from '../src/schedules/next-runs';
import type { ScheduleRow } from '../src/schedules/repository';
import { withScratchPostgres } from './scratch-postgres';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SCHEDULES = Number(process.env.BENCH_SCHEDULES ?? 10_000);
const WORKERS = 2;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const PERIOD_SECONDS = Number(process.env.BENCH_PERIOD_SECONDS ?? 600);
const WORST_WAIT_SECONDS = 300;
const GOAL = { p99Seconds: 5, coreShare: 0.05 };
const API_DIR = resolve(__dirname, '..');
const TICKS_PER_SECOND = 100;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** CPU seconds (user + system) of every process whose id or group is in `groups`. */
function cpuSeconds(ids: Set<number>, byGroup: boolean): number {
  let ticks = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const group = Number(fields[2]);
      if (!ids.has(byGroup ? group : Number(entry))) continue;
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return ticks / TICKS_PER_SECOND;
}

function startWorker(databaseUrl: string, dataDir: string): ChildProcess {
  const child = spawn(join(API_DIR, 'node_modules/.bin/tsx'), ['src/worker.ts'], {
    cwd: API_DIR,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      VIGIL_DATA_DIR: dataDir,
      VIGIL_LIGHTHOUSE: 'off',
      LOG_LEVEL: 'warn',
    },
  });
  child.stderr!.on('data', () => undefined);
  return child;
}

async function stopWorker(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  try {
    process.kill(-child.pid!, 'SIGTERM');
  } catch {
    return;
  }
  await Promise.race([exited, sleep(10_000)]);
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // gone
  }
}

/** The PostgreSQL backends serving the scratch database now (their CPU is read from /proc). */
async function backendPids(db: Db): Promise<Set<number>> {
  const rows = await db.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
  );
  return new Set(rows.map((row) => row.pid));
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? NaN
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const seconds = (value: number) => `${value.toFixed(2)} s`;

async function seed(db: Db) {
  const [account] = await db.query<{ id: string }>(
    `INSERT INTO accounts (name, type, code) VALUES ('Bench', 'selfhost', 'bench') RETURNING id`,
  );
  const [site] = await db.query<{ id: string }>(
    `INSERT INTO sites (account_id, site_url) VALUES ($1, 'https://bench.example') RETURNING id`,
    [account!.id],
  );
  // Paused until the workers are up and idle has been measured.
  await db.query(
    `INSERT INTO schedules (account_id, scope, resources, task_type, frequency, time, timezone,
       status, next_run_at)
     SELECT $1, 'site', $2::jsonb, 'scan', '10-min', '00:00', 'UTC', 'Paused', NULL
     FROM generate_series(1, $3)`,
    [account!.id, JSON.stringify([site!.id]), SCHEDULES],
  );
  // When each run's outcome is written: the end of its fire (bench only).
  await db.query(`CREATE TABLE bench_fired (run_id uuid PRIMARY KEY, at timestamptz NOT NULL)`);
  await db.query(
    `CREATE FUNCTION bench_note_fired() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN
       INSERT INTO bench_fired VALUES (NEW.id, clock_timestamp()) ON CONFLICT DO NOTHING;
       RETURN NEW;
     END $$`,
  );
  await db.query(
    `CREATE TRIGGER bench_fired AFTER UPDATE OF outcome ON schedule_runs
     FOR EACH ROW WHEN (NEW.outcome <> 'pending') EXECUTE FUNCTION bench_note_fired()`,
  );
}

/** Activates every schedule as the service does: next run from now, by its own timing. */
async function activateAsPresets(db: Db, from: Date) {
  const rows = await db.query<ScheduleRow>('SELECT * FROM schedules');
  const next = rows.map((row) =>
    nextRun({ ...row, anchor: row.time_created, key: row.id }, from).toISOString(),
  );
  await db.query(
    `UPDATE schedules s SET status = 'Active', next_run_at = v.next
     FROM unnest($1::uuid[], $2::timestamptz[]) AS v(id, next) WHERE s.id = v.id`,
    [rows.map((row) => row.id), next],
  );
}

/** Lags (s) from due to claim and to fire done of the runs due in (from, to]. */
async function lagsOf(db: Db, from: Date, to: Date) {
  const rows = await db.query<{ claim: number; done: number | null }>(
    `SELECT extract(epoch FROM r.time_fired - r.due_at)::float8 AS claim,
            extract(epoch FROM f.at - r.due_at)::float8 AS done
     FROM schedule_runs r LEFT JOIN bench_fired f ON f.run_id = r.id
     WHERE r.due_at > $1 AND r.due_at <= $2 AND NOT r.manual`,
    [from, to],
  );
  const sorted = (values: (number | null)[]) =>
    values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return {
    runs: rows.length,
    unfired: rows.filter((row) => row.done === null).length,
    claim: sorted(rows.map((row) => row.claim)),
    done: sorted(rows.map((row) => row.done)),
  };
}

/** Runs due in (from, to] not fired yet. */
async function unfired(db: Db, from: Date, to: Date) {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM schedule_runs r
     WHERE r.due_at > $1 AND r.due_at <= $2 AND r.outcome = 'pending'`,
    [from, to],
  );
  return row?.count ?? 0;
}

const lagLine = (values: number[]) =>
  `p50 ${seconds(percentile(values, 50))}, p99 ${seconds(percentile(values, 99))}, max ${seconds(
    values[values.length - 1] ?? NaN,
  )}`;
const verdict = (ok: boolean) => (ok ? 'pass' : '**over**');

async function bench(databaseUrl: string) {
  const db = await openDb({ databaseUrl });
  await migrate(db);
  await seed(db);
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-bench-schedules-'));
  const workers = Array.from({ length: WORKERS }, () => startWorker(databaseUrl, dataDir));
  const groups = new Set(workers.map((worker) => worker.pid!));
  try {
    // Started: pg-boss has made its queues.
    for (let waited = 0; ; waited += 1) {
      const rows = await db
        .query(`SELECT 1 FROM pgboss.queue WHERE name = 'schedule.fire'`)
        .catch(() => []);
      if (rows.length > 0) break;
      if (waited > 120) throw new Error('the workers did not start within 2 minutes');
      await sleep(1000);
    }
    await sleep(5000);
    const idleStart = cpuSeconds(groups, true);
    await sleep(IDLE_SECONDS * 1000);
    const idlePerMinute = ((cpuSeconds(groups, true) - idleStart) / IDLE_SECONDS) * 60;

    // 1. The 10-min preset over one whole period.
    const from = new Date();
    await activateAsPresets(db, from);
    const to = new Date(from.getTime() + PERIOD_SECONDS * 1000);
    const backends = await backendPids(db);
    const cpuAtFrom = cpuSeconds(groups, true);
    const pgAtFrom = cpuSeconds(backends, false);
    while (Date.now() < to.getTime()) {
      await sleep(5000);
      for (const pid of await backendPids(db)) backends.add(pid);
    }
    const periodCpu = cpuSeconds(groups, true) - cpuAtFrom;
    const periodPg = cpuSeconds(backends, false) - pgAtFrom;
    for (let n = 0; n < 30 && (await unfired(db, from, to)) > 0; n += 1) await sleep(1000);
    const spread = await lagsOf(db, from, to);
    const share = periodCpu / PERIOD_SECONDS;
    const spreadP99 = percentile(spread.done, 99);

    // 2. The worst case: every schedule an explicit cron due in the same second.
    await db.query(`UPDATE schedules SET status = 'Paused'`);
    const due = new Date(Math.ceil((Date.now() + 15_000) / 60_000) * 60_000);
    await db.query(
      `UPDATE schedules SET frequency = NULL, cron = $1, status = 'Active', next_run_at = $2`,
      [`${due.getUTCMinutes() % 10}/10 * * * *`, due],
    );
    await sleep(due.getTime() - Date.now());
    const cpuAtDue = cpuSeconds(groups, true);
    const pgAtDue = cpuSeconds(backends, false);
    const before = new Date(due.getTime() - 1000);
    while (
      (await unfired(db, before, due)) > 0 ||
      (await lagsOf(db, before, due)).runs < SCHEDULES
    ) {
      if (Date.now() - due.getTime() > WORST_WAIT_SECONDS * 1000) break;
      await sleep(1000);
      for (const pid of await backendPids(db)) backends.add(pid);
    }
    const burstSeconds = (Date.now() - due.getTime()) / 1000;
    const burstCpu = cpuSeconds(groups, true) - cpuAtDue;
    const burstPg = cpuSeconds(backends, false) - pgAtDue;
    const worst = await lagsOf(db, before, due);

    console.log(`\n${SCHEDULES} schedules, ${WORKERS} worker processes, PostgreSQL`);
    console.log(`worker CPU idle (all paused): ${idlePerMinute.toFixed(2)} s per minute`);
    console.log(`\n1. frequency '10-min' (each at its offset), one ${PERIOD_SECONDS} s period:`);
    console.log(`slots due: ${spread.runs}, not fired: ${spread.unfired}`);
    console.log(`due → claimed: ${lagLine(spread.claim)}`);
    console.log(
      `due → fire done: ${lagLine(spread.done)} (goal p99 ≤ ${GOAL.p99Seconds} s: ${verdict(
        spreadP99 <= GOAL.p99Seconds,
      )})`,
    );
    console.log(
      `worker CPU: ${periodCpu.toFixed(1)} s = ${((periodCpu / PERIOD_SECONDS) * 60).toFixed(
        2,
      )} s per minute = ${(share * 100).toFixed(1)} % of one core (goal < ${
        GOAL.coreShare * 100
      } %: ${verdict(share < GOAL.coreShare)}); PostgreSQL backends ${periodPg.toFixed(1)} s`,
    );
    console.log(`\n2. worst case: ${SCHEDULES} explicit crons due in the same second:`);
    console.log(`slots due: ${worst.runs}, not fired: ${worst.unfired}`);
    console.log(`due → claimed: ${lagLine(worst.claim)}`);
    console.log(`due → fire done: ${lagLine(worst.done)}`);
    console.log(
      `worker CPU ${burstCpu.toFixed(1)} s over ${seconds(burstSeconds)}; PostgreSQL backends ${burstPg.toFixed(1)} s`,
    );
  } finally {
    await Promise.all(workers.map(stopWorker));
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const ran = await withScratchPostgres(SERVER_URL, bench);
  if (ran === null) process.exitCode = 1;
}

void main();
