import type PgBoss from 'pg-boss';
import type { Env } from '../env';
import type { Queue } from './queue';

/**
 * How long a job may keep a worker, and how soon a dead worker's job is taken over.
 *
 * pg-boss ends a handler that runs past the job's `expireInSeconds` read at fetch time, and its
 * maintenance retries an active job whose `started_on + expire_in` has passed. So a job is
 * queued with `maxRunSeconds` (a handler's time limit), and its worker, from the start and then
 * every `heartbeatSeconds`, sets `expire_in` to the time run so far plus `seconds`: a live worker
 * keeps its job, a killed one stops renewing and its job is retried within `seconds` (plus a
 * maintenance round, see queue.ts) instead of pg-boss's 15 minutes. Tests shorten it.
 */
export interface Lease {
  seconds: number;
  heartbeatSeconds: number;
  maxRunSeconds: number;
}
export const DEFAULT_LEASE: Lease = { seconds: 30, heartbeatSeconds: 10, maxRunSeconds: 15 * 60 };

/** The lease a process's settings ask for (VIGIL_JOB_LEASE_SECONDS, VIGIL_JOB_HEARTBEAT_SECONDS). */
export function leaseOf(
  env: Pick<Env, 'VIGIL_JOB_LEASE_SECONDS' | 'VIGIL_JOB_HEARTBEAT_SECONDS'>,
): Lease {
  return {
    ...DEFAULT_LEASE,
    seconds: env.VIGIL_JOB_LEASE_SECONDS,
    heartbeatSeconds: env.VIGIL_JOB_HEARTBEAT_SECONDS,
  };
}

/**
 * Renews the lease of an active job now and every heartbeat, until `stop` is called or pg-boss
 * gives up on the handler (`job.expireInSeconds`).
 */
export function keepLeased(queue: Queue, job: PgBoss.JobWithMetadata<object>, lease: Lease) {
  const renew = () =>
    queue
      .getDb()
      .executeSql(
        `UPDATE pgboss.job SET expire_in = (now() - started_on) + make_interval(secs => $3::int)
         WHERE name = $1 AND id = $2 AND state = 'active'`,
        [job.name, job.id, lease.seconds],
      )
      .catch((error: Error) => console.error('[queue] lease renewal failed:', error.message));
  void renew();
  const timer = setInterval(() => void renew(), lease.heartbeatSeconds * 1000);
  const limit = setTimeout(() => clearInterval(timer), job.expireInSeconds * 1000);
  timer.unref();
  limit.unref();
  return () => {
    clearInterval(timer);
    clearTimeout(limit);
  };
}

/**
 * Gives a lease to the active jobs nobody ever leased: a worker that died between pg-boss's fetch
 * and its first renewal (milliseconds apart) left the job with the whole run limit, so it would
 * wait `maxRunSeconds` (15 min) before a retry instead of `seconds`. A live worker leases every job
 * it fetched at once (registry.ts), and its renewals never give exactly the run limit, so a job
 * still at the run limit `seconds` after its start has no live worker: its lease is set to
 * `seconds`, already past, and the next maintenance round retries it.
 */
export async function reclaimUnleased(queue: Queue, lease: Lease): Promise<number> {
  const result = await queue.getDb().executeSql(
    `UPDATE pgboss.job SET expire_in = make_interval(secs => $1::int)
     WHERE state = 'active' AND expire_in = make_interval(secs => $2::int)
       AND started_on < now() - make_interval(secs => $1::int)
     RETURNING id`,
    [lease.seconds, lease.maxRunSeconds],
  );
  return result.rows.length;
}

/** Runs reclaimUnleased every heartbeat while this process works jobs; answers the stop. */
export function reclaimUnleasedEvery(queue: Queue, lease: Lease): () => void {
  const timer = setInterval(() => {
    reclaimUnleased(queue, lease)
      .then((count) => {
        if (count > 0) console.warn(`[queue] ${count} job(s) of a dead worker given a lease`);
      })
      .catch((error: Error) => console.error('[queue] reclaiming jobs failed:', error.message));
  }, lease.heartbeatSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * A job retried after its worker died still carries that worker's last lease as its expiry, and
 * pg-boss times a handler out at the expiry it fetched: the retry would get the dead worker's time
 * run plus one lease (a 90 s Lighthouse scan killed at 10 s would be stopped at 40 s), not the run
 * limit. Such a job is put back as it was first queued, with the whole run limit, and taken again
 * at the next poll; answers whether it was (the caller then leaves it alone).
 */
export async function rearmStaleRetry(
  queue: Queue,
  job: PgBoss.JobWithMetadata<object>,
  lease: Lease,
): Promise<boolean> {
  if (job.expireInSeconds >= lease.maxRunSeconds) return false;
  await queue.getDb().executeSql(
    `UPDATE pgboss.job
     SET state = 'created', started_on = NULL, start_after = now(),
       expire_in = make_interval(secs => $3::int)
     WHERE name = $1 AND id = $2 AND state = 'active'`,
    [job.name, job.id, lease.maxRunSeconds],
  );
  return true;
}
