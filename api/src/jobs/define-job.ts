import type { z } from 'zod';
import type { Queryable } from '../db/connection';
import { inTransaction, type Queue } from './queue';

/** The part of the queue that sends jobs (tests hand in a recorder). */
export type JobSender = Pick<Queue, 'send'>;

/** What runs a job kind in a worker. */
export interface JobHandlers<T> {
  handle(payload: T): Promise<void>;
  /**
   * Runs once the job has failed for good: its last retry threw, or the worker holding it died
   * (lease lapsed) with no retry left. It records the failure where the client reads it, so no
   * row is left "running" forever. Itself a queued job (retried), so it survives restarts too.
   */
  onFinalFailure?(payload: T, error: string): Promise<void>;
}

/** The queue policy of a job kind. */
export interface JobPolicy<T> {
  /** The pg-boss queue name (kept across releases: queued jobs carry it). */
  name: string;
  /** Retries with exponential backoff; the job is idempotent, so a retry never duplicates work. */
  retryLimit?: number;
  /** Optional cron (UTC) on which the queue enqueues the job by itself. */
  cron?: string;
  /** One queued job per key (pg-boss singletonKey): the same work is never queued twice. */
  singletonKey?(payload: T): string;
  /**
   * The job's id (a uuid) from its payload, for jobs sent with `sendMany`: whoever holds the
   * payload can delete the job (`queue.deleteJob(name, ids)`) without having read it back.
   */
  jobId?(payload: T): string;
  /**
   * Jobs one poller takes per fetch (default 1), worked one after another. For many small jobs
   * queued at once (a minute's schedule fires): a poller waits a polling interval between
   * fetches, so one job per fetch caps a process at `concurrency` jobs a second.
   */
  batchSize?: number;
  /** Pollers of this kind per process, instead of VIGIL_WORKER_CONCURRENCY (many short jobs). */
  concurrency?: number;
  /** Seconds between a poller's fetches while its queue is empty (default 1): idle CPU. */
  pollingSeconds?: number;
}

/** A kind of job bound to its handlers: what the registry declares and works. */
export interface JobDefinition<T = object> extends JobPolicy<T>, JobHandlers<T> {
  payload: z.ZodType<T, unknown>;
}

export interface JobKind<T> extends JobPolicy<T> {
  payload: z.ZodType<T, unknown>;
  /**
   * Queues one job; the payload is checked by the schema before it is sent. With `tx` the job is
   * written in that transaction: it exists exactly when the rows it works on were committed, so a
   * crash between commit and enqueue cannot leave them "running" without a job. `priority`:
   * higher first (default 0); jobs sent in one transaction share their creation time, so their
   * order needs it. `startAfterSeconds`: not run before then (a wait that holds no worker).
   */
  send(
    queue: JobSender,
    payload: T,
    tx?: Queryable,
    priority?: number,
    startAfterSeconds?: number,
  ): Promise<string | null>;
  /**
   * Queues many jobs in one statement (in `tx` as `send` does): a claim's hundreds of fires.
   * `startAfterSeconds` as for `send`.
   */
  sendMany(
    queue: Pick<Queue, 'insert'>,
    payloads: T[],
    tx?: Queryable,
    startAfterSeconds?: number,
  ): Promise<void>;
  /** This kind with the handlers a worker runs it with. */
  worker(handlers: JobHandlers<T>): JobDefinition<T>;
}

/** The payload type of a job kind. */
export type PayloadOf<K> = K extends JobKind<infer T> ? T : never;

/**
 * Declares a kind of job: its queue name, its payload schema and its policy. The payload is
 * parsed on both sides: `send` refuses a bad one at once, and a worker fails a job whose stored
 * payload does not parse without retrying it (registry.ts), instead of running on a cast.
 */
export function defineJob<T extends object>(
  spec: JobPolicy<T> & { payload: z.ZodType<T, unknown> },
): JobKind<T> {
  const kind: JobKind<T> = {
    ...spec,
    async send(queue, payload, tx, priority, startAfterSeconds) {
      const data = spec.payload.parse(payload);
      return queue.send(spec.name, data, {
        ...(priority ? { priority } : {}),
        ...(startAfterSeconds ? { startAfter: Math.ceil(startAfterSeconds) } : {}),
        ...(spec.singletonKey ? { singletonKey: spec.singletonKey(data) } : {}),
        ...(tx ? { db: inTransaction(tx) } : {}),
      });
    },
    async sendMany(queue, payloads, tx, startAfterSeconds) {
      if (payloads.length === 0) return;
      const startAfter = startAfterSeconds
        ? new Date(Date.now() + startAfterSeconds * 1000)
        : undefined;
      const jobs = payloads.map((payload) => {
        const data = spec.payload.parse(payload);
        return {
          name: spec.name,
          data,
          ...(spec.jobId ? { id: spec.jobId(data) } : {}),
          ...(startAfter ? { startAfter } : {}),
          ...(spec.singletonKey ? { singletonKey: spec.singletonKey(data) } : {}),
        };
      });
      await queue.insert(jobs, tx ? { db: inTransaction(tx) } : {});
    },
    worker: (handlers) => ({ ...kind, ...handlers }),
  };
  return kind;
}
