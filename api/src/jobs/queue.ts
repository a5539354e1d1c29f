import type { PGlite } from '@electric-sql/pglite';
import PgBoss from 'pg-boss';
import {
  DEFAULT_DB_TIMEOUTS,
  poolTimeouts,
  type Db,
  type DbTimeouts,
  type Queryable,
} from '../db/connection';

export type Queue = PgBoss;

/**
 * pg-boss over PGlite: SQL without parameters may hold several statements (pg-boss's own
 * migrations) and must go through `exec`; parameterised SQL goes through `query`.
 *
 * After the database has closed, a worker's last poll that was still on its way (runtime.ts,
 * WORKERS_LEAVE_MS) may come back and record its outcome: against a closed PGlite that was an
 * unhandled "PGlite is closed" in whatever ran next (CI saw it fail the next suite in its Jest
 * worker). It finds nothing instead; a job it had fetched stays active and expires into a retry,
 * as after a crash.
 */
export function pgliteExecutor(pglite: PGlite) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (pglite.closed) return { rows: [] };
      if (values && values.length > 0) return pglite.query(text, values);
      const results = await pglite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

/** pg-boss's SQL run through a caller's transaction (`send(…, { db })`), on either database. */
export function inTransaction(tx: Queryable) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      return { rows: await tx.query(text, values ?? []) };
    },
  };
}

/**
 * Whether a job of queue `name` for process `processId` is still queued, waiting for a retry or
 * running (pg-boss's job table, as the lease renewal reads it). A running process without one
 * was orphaned (say its enqueue was lost before jobs were sent in the rows' transaction).
 */
export async function hasLiveJob(db: Queryable, name: string, processId: string) {
  const rows = await db.query(
    `SELECT 1 FROM pgboss.job WHERE name = $1 AND data->>'processId' = $2
     AND state IN ('created', 'retry', 'active') LIMIT 1`,
    [name, processId],
  );
  return rows.length > 0;
}

/** Opens the job queue on the same database as the API (pg-boss keeps its tables in `pgboss`). */
export async function openQueue(
  db: Db,
  databaseUrl?: string,
  timeouts: DbTimeouts = DEFAULT_DB_TIMEOUTS,
  maintenanceIntervalSeconds = 10,
  { firesCrons = true }: { firesCrons?: boolean } = {},
): Promise<Queue> {
  // Maintenance (one process at a time, cluster-wide) is what fails expired jobs over to a retry:
  // every 10 s (VIGIL_QUEUE_MAINTENANCE_SECONDS) rather than pg-boss's 2 min, so a dead worker's
  // job resumes soon (registry.ts). Crons keep pg-boss's 30 s checks: only housekeeping (hourly,
  // daily) uses them; schedules are claimed every second by each worker's scheduler
  // (schedules/scheduler.ts).
  // pg-boss fires crons through a worker of its own (`__pgboss__send-it`) in every process that
  // keeps its clock: a process without workers leaves that to the worker processes, so its stop()
  // leaves no poller behind (one outlived a test file's end: "require after the Jest environment
  // has been torn down" from pg-boss's offWork loop).
  const common = { schema: 'pgboss', maintenanceIntervalSeconds, schedule: firesCrons };
  const boss = db.pglite
    ? new PgBoss({ ...common, db: pgliteExecutor(db.pglite) })
    : new PgBoss({ ...common, connectionString: databaseUrl!, max: 4, ...poolTimeouts(timeouts) });
  // pg-boss reports background errors as events; an unheard 'error' would crash the process.
  boss.on('error', (error) => console.error('[queue]', error.message));
  await boss.start();
  return boss;
}
