import type PgBoss from 'pg-boss';
import type { JobDefinition } from './define-job';
import {
  DEFAULT_LEASE,
  keepLeased,
  rearmStaleRetry,
  reclaimUnleasedEvery,
  type Lease,
} from './lease';
import type { Queue } from './queue';

export { DEFAULT_LEASE, type Lease } from './lease';

const RETRY_DELAY_SECONDS = 5;

/** The queue that receives a job's data after its final failure. */
export const deadLetterOf = (name: string) => `${name}.failed`;

function policyOf(job: JobDefinition, deadLetter: string | undefined, lease: Lease): PgBoss.Queue {
  return {
    name: job.name,
    retryLimit: job.retryLimit ?? 5,
    retryDelay: RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: lease.maxRunSeconds,
    ...(deadLetter ? { deadLetter } : {}),
  };
}

/**
 * Creates every queue (pg-boss 10 needs them to exist before send) and its schedule. The policy is
 * also written over an existing queue, so a database created by an older version gets the current
 * lease, retries and dead-letter queue.
 */
export async function declareJobs(queue: Queue, jobs: JobDefinition[], lease = DEFAULT_LEASE) {
  for (const job of jobs) {
    const deadLetter = job.onFinalFailure ? deadLetterOf(job.name) : undefined;
    if (deadLetter) {
      await queue.createQueue(deadLetter, {
        name: deadLetter,
        retryLimit: 3,
        retryDelay: RETRY_DELAY_SECONDS,
        retryBackoff: true,
        expireInSeconds: lease.maxRunSeconds,
      });
    }
    const policy = policyOf(job, deadLetter, lease);
    await queue.createQueue(job.name, policy);
    await queue.updateQueue(job.name, policy);
    if (job.cron) await queue.schedule(job.name, job.cron, {}, { tz: 'UTC' });
  }
}

/** What a failed job's output says (a thrown error, or pg-boss's expiry message). */
export function failureMessage(output: unknown): string {
  const record = (output ?? {}) as { message?: unknown; value?: { message?: unknown } };
  const message = record.message ?? record.value?.message ?? record.value;
  return (typeof message === 'string' ? message : JSON.stringify(output ?? null)).slice(0, 2000);
}

/**
 * Attempts of a job that started on a worker and never ended, kept in the job's own data (pg-boss
 * carries `data` over a retry; the payload schema never sees it): an attempt adds one as it
 * starts and takes it back as it ends, thrown or not, so what is left counts the workers that died
 * (or hung past their lease) holding the job. One death is resumed (a deploy, another job's
 * fault); after more the job is not run again: a page that kills its worker would kill the next.
 */
const UNFINISHED_ATTEMPTS = 'vigil_unfinished_attempts';
/** Per queue: a dead-letter job inherits its job's data but counts its own attempts. */
const unfinishedKey = (item: PgBoss.Job<object>) => `${UNFINISHED_ATTEMPTS}:${item.name}`;
export const MAX_WORKER_DEATHS = 1;

/** A job whose workers died holding it more than MAX_WORKER_DEATHS times (failed, not retried). */
export class WorkerDeathsError extends Error {}

/** The job's data without the queue's own bookkeeping. */
function payloadOf(item: PgBoss.Job<object>): object {
  const data = Object.entries((item.data ?? {}) as Record<string, unknown>);
  return Object.fromEntries(data.filter(([key]) => !key.startsWith(UNFINISHED_ATTEMPTS)));
}

/** Counts this attempt as unfinished; answers how many earlier attempts never finished. */
async function startAttempt(queue: Queue, item: PgBoss.JobWithMetadata<object>): Promise<number> {
  const rows = await queue.getDb().executeSql(
    `UPDATE pgboss.job
     SET data = jsonb_set(coalesce(data, '{}'), ARRAY[$3::text],
       to_jsonb(coalesce((data->>$3::text)::int, 0) + 1))
     WHERE name = $1 AND id = $2
     RETURNING (data->>$3::text)::int - 1 AS deaths`,
    [item.name, item.id, unfinishedKey(item)],
  );
  return Number((rows.rows[0] as { deaths?: number } | undefined)?.deaths ?? 0);
}

function endAttempt(queue: Queue, item: PgBoss.JobWithMetadata<object>) {
  return queue
    .getDb()
    .executeSql(
      `UPDATE pgboss.job
       SET data = jsonb_set(data, ARRAY[$3::text],
         to_jsonb(greatest(coalesce((data->>$3::text)::int, 1) - 1, 0)))
       WHERE name = $1 AND id = $2`,
      [item.name, item.id, unfinishedKey(item)],
    )
    .catch((error: Error) => console.error('[queue] attempt not recorded:', error.message));
}

/** Fails the job for good (no retry left) with `error`. */
async function failForGood(queue: Queue, item: PgBoss.Job<object>, error: Error): Promise<never> {
  console.error(`[queue] job ${item.id} (${item.name}) not run again: ${error.message}`);
  await queue
    .getDb()
    .executeSql('UPDATE pgboss.job SET retry_limit = retry_count WHERE name = $1 AND id = $2', [
      item.name,
      item.id,
    ]);
  throw error;
}

async function poll<T extends object>(
  queue: Queue,
  name: string,
  concurrency: number,
  lease: Lease,
  handle: (job: PgBoss.JobWithMetadata<T>) => Promise<void>,
  batchSize = 1,
  pollingIntervalSeconds = 1,
) {
  // Several pollers per queue give `concurrency` jobs in flight in this process.
  for (let poller = 0; poller < concurrency; poller += 1) {
    await queue.work<T>(
      name,
      { batchSize, pollingIntervalSeconds, includeMetadata: true },
      async (fetched) => {
        const batch: typeof fetched = [];
        for (const job of fetched) if (!(await rearmStaleRetry(queue, job, lease))) batch.push(job);
        // Every job of the batch is leased at once: one waiting its turn is held by a live worker
        // (reclaimUnleased must not take it), and lapses with it if this process dies.
        const leases = batch.map((job) => keepLeased(queue, job, lease));
        try {
          for (const job of batch) {
            try {
              await runOne(job);
            } catch (error) {
              // Alone, the job fails as pg-boss fails a handler. In a batch it fails by itself and
              // the rest still run (pg-boss then completes only the jobs still active).
              if (batch.length === 1) throw error;
              await queue.fail(job.name, job.id, error as object);
            }
          }
        } finally {
          for (const stop of leases) stop();
        }
      },
    );
  }

  /** One job under its lease, its attempt counted (a worker dying mid-job is seen next time). */
  async function runOne(job: PgBoss.JobWithMetadata<T>) {
    const deaths = await startAttempt(queue, job);
    if (deaths > MAX_WORKER_DEATHS) {
      await failForGood(
        queue,
        job,
        new WorkerDeathsError(
          `not retried: the worker running it stopped ${deaths} times (the page may crash workers)`,
        ),
      );
    }
    try {
      await handle(job);
    } finally {
      await endAttempt(queue, job);
    }
  }
}

/**
 * The payload of a job, parsed by its kind's schema. A payload that does not parse is a bug in
 * whatever queued it, and a retry would meet the same data: the job fails at once, with the
 * reason stored as its output and logged, and no retries (its retry limit is set to the count).
 */
async function parsedPayload<T>(
  queue: Queue,
  job: JobDefinition<T>,
  item: PgBoss.JobWithMetadata<object>,
): Promise<T> {
  const parsed = job.payload.safeParse(payloadOf(item));
  if (parsed.success) return parsed.data;
  const reason = `invalid ${job.name} payload: ${parsed.error.issues
    .map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`)
    .join('; ')}`;
  return failForGood(queue, item, new JobPayloadError(reason));
}

/** A job whose stored payload does not match its kind's schema (failed, never retried). */
export class JobPayloadError extends Error {}

/** Starts workers for every job in this process (the API's embedded worker or a worker process). */
export async function startWorkers(
  queue: Queue,
  jobs: JobDefinition[],
  concurrency: number,
  lease = DEFAULT_LEASE,
) {
  // A job its worker died with before leasing it is taken over in `lease.seconds`, not 15 min.
  queue.once('stopped', reclaimUnleasedEvery(queue, lease));
  for (const job of jobs) {
    await poll<object>(
      queue,
      job.name,
      job.concurrency ?? concurrency,
      lease,
      async (item) => job.handle(await parsedPayload(queue, job, item)),
      job.batchSize,
      job.pollingSeconds,
    );
    const onFinalFailure = job.onFinalFailure?.bind(job);
    if (onFinalFailure) {
      // A payload that never parsed reaches here too: logged once more, and nothing to record.
      await poll<object>(queue, deadLetterOf(job.name), 1, lease, async (item) => {
        const parsed = job.payload.safeParse(payloadOf(item));
        if (parsed.success) await onFinalFailure(parsed.data, failureMessage(item.output));
        else console.error(`[queue] ${deadLetterOf(job.name)} job ${item.id}: invalid payload`);
      });
    }
  }
}
