import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testEnv } from '../src/env';
import { DEFAULT_LEASE } from '../src/jobs/registry';
import { startRuntime, type Runtime } from '../src/runtime';
import { createTestDatabase, onPostgres, type TestDatabase } from './databases';
import { Browser, signUpWithTeam } from './harness';
import { KILLED_WORKER_TIMINGS, killWorker, startWorker } from './worker-process';
import { startFixtureSite, type FixtureSite } from './fixture-pages';

/** Separate worker processes share a database server: these tests run on PostgreSQL only. */
export const describeOnPostgres = onPostgres() ? describe : describe.skip;

export interface WorkerWorld {
  /** The API (HTTP, no workers of its own) on the test's database. */
  api: Runtime;
  /** Starts one more `pnpm worker` process on the test's database (`env` added to its own). */
  startWorker(env?: Record<string, string>): ChildProcess;
  /** SIGKILLs the n-th worker started (its whole process group) and waits for it to exit. */
  killWorker(index: number): Promise<void>;
  /**
   * Jobs of queue `name` a worker has fetched (active), and of those, runs under its lease. A job is active from its fetch, but
   * its worker renews the lease (registry.ts) a moment later: a worker killed in between leaves
   * the job to pg-boss's full run limit (15 min), so "mid-job" means leased.
   */
  runningJobs(name: string): Promise<{ active: number; leased: number }>;
  /**
   * The queue's jobs (name, state, retries, output), for a test that timed out to print what the
   * workers left behind.
   */
  jobStates(): Promise<unknown[]>;
  /** A signed-up free team with one site at `origin`. */
  freeTeamWithSite(origin: string): Promise<{
    browser: Browser;
    token: string;
    teamId: string;
    siteId: string;
  }>;
}

/**
 * The world of the "worker killed in the middle" tests: a fresh PostgreSQL database, the API
 * without workers, and worker processes the test starts and kills; all gone after the suite.
 */
export function useWorkerWorld(): WorkerWorld {
  let database: TestDatabase;
  let dataDir: string;
  const workers: ChildProcess[] = [];
  const world = {} as WorkerWorld;
  beforeAll(async () => {
    database = await createTestDatabase({ migrated: true });
    dataDir = mkdtempSync(join(tmpdir(), 'vigil-test-worker-'));
    world.api = await startRuntime(
      testEnv({
        DATABASE_URL: database.databaseUrl!,
        VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
        ...KILLED_WORKER_TIMINGS,
      }),
      { http: true, workers: false },
    );
  });
  afterAll(async () => {
    for (const worker of workers) await killWorker(worker, 'SIGKILL');
    await world.api?.close();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  world.startWorker = (env) => {
    const worker = startWorker(database.databaseUrl!, dataDir, env);
    workers.push(worker);
    return worker;
  };
  world.killWorker = (index) => killWorker(workers[index]!, 'SIGKILL');
  world.runningJobs = async (name) => {
    const [row] = await world.api.db.query<{ active: number; leased: number }>(
      `SELECT count(*)::int AS active,
              (count(*) FILTER (WHERE expire_in < make_interval(secs => $2)))::int AS leased
       FROM pgboss.job WHERE name = $1 AND state = 'active'`,
      [name, DEFAULT_LEASE.maxRunSeconds],
    );
    return row!;
  };
  world.jobStates = () =>
    world.api.db.query(
      `SELECT name, state, retry_count, started_on, completed_on, left(output::text, 300) AS output
       FROM pgboss.job WHERE name NOT LIKE '__pgboss%' ORDER BY created_on`,
    );
  world.freeTeamWithSite = async (origin) => {
    const browser = new Browser(world.api.app!);
    const { session, team } = await signUpWithTeam(browser);
    await world.api.db.query("UPDATE accounts SET type = 'free' WHERE id = $1", [team.id]);
    const [site] = await world.api.db.query<{ id: string }>(
      'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
      [team.id, origin],
    );
    return { browser, token: session.token, teamId: team.id, siteId: site!.id };
  };
  return world;
}

/**
 * The worker world with a loopback fixture site whose every answer takes `delayMs`: a slow page
 * keeps a scan running long enough to kill its worker in the middle of it (the flow run's and the
 * page test's killed-worker suites).
 */
export function useWorkerWorldWithSlowSite(delayMs: number): WorkerWorld & { site: FixtureSite } {
  const world = useWorkerWorld() as WorkerWorld & { site: FixtureSite };
  beforeAll(async () => {
    world.site = await startFixtureSite({ delayMs });
  });
  afterAll(async () => {
    await world.site?.close();
  });
  return world;
}
