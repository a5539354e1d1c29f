import type PgBoss from 'pg-boss';
import type { Queue } from './queue';

/** One kind of background work: its queue name, handler and retry policy. */
export interface JobDefinition<T extends object = object> {
  name: string;
  handle(data: T): Promise<void>;
  /** Retries with exponential backoff; the job is idempotent, so a retry never duplicates work. */
  retryLimit?: number;
  /** Optional cron (UTC) on which the queue enqueues the job by itself. */
  cron?: string;
}

/** Creates every queue (pg-boss 10 needs them to exist before send) and its schedule. */
export async function declareJobs(queue: Queue, jobs: JobDefinition[]) {
  for (const job of jobs) {
    await queue.createQueue(job.name, {
      name: job.name,
      retryLimit: job.retryLimit ?? 5,
      retryDelay: 5,
      retryBackoff: true,
    } as PgBoss.Queue);
    if (job.cron) await queue.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }
}

/** Starts workers for every job in this process (the API's embedded worker or a worker process). */
export async function startWorkers(queue: Queue, jobs: JobDefinition[], concurrency: number) {
  for (const job of jobs) {
    // Several pollers per queue give `concurrency` jobs in flight in this process.
    for (let poller = 0; poller < concurrency; poller += 1) {
      await queue.work<object>(
        job.name,
        { batchSize: 1, pollingIntervalSeconds: 1 },
        async (batch) => {
          for (const item of batch) await job.handle(item.data ?? {});
        },
      );
    }
  }
}
