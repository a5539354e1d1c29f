import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { artifactJobs } from './artifacts/retention';
import { authJobs } from './auth/jobs';
import { openDb, type Db } from './db/connection';
import { migrate } from './db/migrate';
import { enginePipeline, runFinished } from './engine/pipeline';
import { RUN_KINDS } from './engine/run-kinds';
import { dbTimeouts, type Env } from './env';
import type { JobDefinition } from './jobs/define-job';
import { openQueue, type Queue } from './jobs/queue';
import { leaseOf } from './jobs/lease';
import { declareJobs, startWorkers } from './jobs/registry';
import { closeCaseRunBrowsers } from './caseruns/jobs';
import { closeScanEngines } from './scans/jobs';
import { alertJobs } from './alerts/jobs';
import { flowEngineDeps, flowJobs } from './flows/jobs';
import { scheduleJobs } from './schedules/jobs';
import { schedulerClock, startScheduler } from './schedules/scheduler';
import { sealClearSlackRows } from './slack/repository';
import { teamJobs } from './teams/jobs';
import { createSsrfGuard } from './net/guard';
import { secretReader } from './secrets/cipher';
import { startUptimeChecker } from './uptime/checker';
import { uptimeJobs } from './uptime/jobs';

/** Every kind of background work this server knows. */
export function allJobs(db: Db, env: Env, queue: Queue): JobDefinition[] {
  return [
    ...teamJobs(db),
    ...authJobs(db),
    // The engine: crawl → a scan per page → case generation (what follows what: engine/pipeline.ts).
    ...Object.values(enginePipeline({ db, env, queue })),
    // Daily: scans and artifacts past the team's plan retention (server.md §2).
    ...artifactJobs(db, env),
    // A due schedule's fallback fire (the worker's scheduler fires it: schedules/scheduler.ts).
    ...scheduleJobs({ db, queue, kinds: RUN_KINDS }),
    ...alertJobs(db, env),
    // Daily: uptime results past the plan's retention (the checks themselves: uptime/checker.ts).
    ...uptimeJobs(db),
    // Flow runs: each node a job that re-queues itself while its objects work (flows/engine.ts).
    ...flowJobs(
      flowEngineDeps(db, env, queue, {
        kinds: RUN_KINDS,
        runFinished: (run) => runFinished({ db, env, queue }, run),
      }),
    ),
  ];
}

export interface Runtime {
  db: Db;
  queue: Queue;
  app: FastifyInstance | null;
  close(): Promise<void>;
}

/**
 * pg-boss's stop() resolves once no job is running, but its workers leave in a loop of its own
 * that looks once a second: a worker whose last poll was still on its way needs the database a
 * moment longer. Closing the database at once left such a worker running against a closed PGlite
 * and its loop past the process's end (a test file's end: "require after the Jest environment
 * has been torn down" from pg-boss's delay). A worker whose last poll is slow to come back (a
 * loaded machine: CI saw one outlive a single look) leaves at the look after: two looks. One
 * slower still (load 12: the CLI gate suite's) outlives both; pg-boss's delay() is patched to
 * require its timers once, at load (patches/pg-boss@10.4.2.patch), so that last look ends
 * harmlessly instead of failing the next suite in its Jest worker.
 */
const WORKERS_LEAVE_MS = 2_100;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Opens the database (PostgreSQL when DATABASE_URL is set, else PGlite under VIGIL_DATA_DIR),
 * applies migrations, opens the queue and, as asked, the HTTP app and/or the workers. The API
 * process and a `worker` process are this same code with different switches.
 */
export async function startRuntime(
  env: Env,
  options: { http: boolean; workers: boolean; dataDir?: string },
): Promise<Runtime> {
  const db = await openDb({
    databaseUrl: env.DATABASE_URL,
    dataDir: options.dataDir ?? env.VIGIL_DATA_DIR,
    timeouts: dbTimeouts(env),
  });
  await migrate(db);
  await sealClearSlackRows(db, env.VIGIL_SECRET_KEY);
  const queue = await openQueue(
    db,
    env.DATABASE_URL,
    dbTimeouts(env),
    env.VIGIL_QUEUE_MAINTENANCE_SECONDS,
    { firesCrons: options.workers },
  );
  const jobs = allJobs(db, env, queue);
  const lease = leaseOf(env);
  await declareJobs(queue, jobs, lease);
  if (options.workers) await startWorkers(queue, jobs, env.VIGIL_WORKER_CONCURRENCY, lease);
  // Every worker process claims and fires due schedules (any number of them fire a slot once).
  const scheduler = options.workers
    ? await startScheduler(
        { db, queue, kinds: RUN_KINDS },
        schedulerClock(env.VIGIL_SCHEDULER_CLOCK),
      )
    : null;
  // Every worker process checks the uptime monitors that are due (leases keep them apart).
  const uptime = options.workers
    ? startUptimeChecker({
        db,
        queue,
        appUrl: env.APP_URL,
        guard: createSsrfGuard(env.VIGIL_ALLOW_PRIVATE_TARGETS),
        secrets: secretReader(db, env.VIGIL_SECRET_KEY),
      })
    : null;
  const app = options.http ? await buildApp({ env, db, queue }) : null;
  return {
    db,
    queue,
    app,
    async close() {
      await app?.close();
      await scheduler?.stop();
      await uptime?.stop();
      await queue.stop({ graceful: true, wait: true, timeout: 10_000 });
      if (options.workers) await delay(WORKERS_LEAVE_MS);
      await closeScanEngines();
      await closeCaseRunBrowsers();
      await db.close();
    },
  };
}
