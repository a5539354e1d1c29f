// A worker process whose one job kills it (test-only, run by worker-death.test.ts with tsx):
// the stand-in for a page that crashes the worker scanning it. Each run of the job appends a line
// to RUNS_FILE and then SIGKILLs this process; the job's final failure is written to FINAL_FILE.
import { appendFileSync, writeFileSync } from 'node:fs';
import { z } from 'zod';
import { openDb } from '../src/db/connection';
import { defineJob } from '../src/jobs/define-job';
import { openQueue } from '../src/jobs/queue';
import { declareJobs, startWorkers, type Lease } from '../src/jobs/registry';

export const DYING_JOB = 'test.kills-its-worker';
/** Short, so a dead worker's job is retried within seconds. */
export const DYING_LEASE: Lease = { seconds: 1, heartbeatSeconds: 0.5, maxRunSeconds: 60 };

export const dyingJob = (runsFile: string, finalFile: string) =>
  defineJob({ name: DYING_JOB, payload: z.object({ page: z.string() }), retryLimit: 5 }).worker({
    handle: async ({ page }) => {
      appendFileSync(runsFile, `${page}\n`);
      process.kill(process.pid, 'SIGKILL');
      await new Promise(() => undefined);
    },
    onFinalFailure: async ({ page }, error) => writeFileSync(finalFile, `${page}: ${error}`),
  });

async function main() {
  const databaseUrl = process.env.DATABASE_URL!;
  const db = await openDb({ databaseUrl });
  const queue = await openQueue(db, databaseUrl);
  const job = dyingJob(process.env.RUNS_FILE!, process.env.FINAL_FILE!);
  await declareJobs(queue, [job], DYING_LEASE);
  await startWorkers(queue, [job], 1, DYING_LEASE);
}

if (require.main === module) void main();
