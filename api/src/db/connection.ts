import { PGlite } from '@electric-sql/pglite';
import { mkdirSync } from 'node:fs';
import pg from 'pg';

/** What repositories need: parameterised queries, inside or outside a transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs SQL without parameters that may hold several statements (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The PGlite instance, for pg-boss's adapter; null on PostgreSQL. */
  readonly pglite: PGlite | null;
}

/**
 * Embedded PostgreSQL: `dataDir` on disk, or in memory when undefined; `loadDataDir` starts it
 * from a tarball of another data directory (the tests' migrated copy).
 */
export async function openPglite(dataDir?: string, loadDataDir?: Blob): Promise<Db> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  return {
    kind: 'pglite',
    pglite,
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pglite.query<T>(sql, params)).rows;
    },
    async exec(sql: string) {
      await pglite.exec(sql);
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return pglite.transaction((tx) =>
        work({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await tx.query<R>(sql, params)).rows;
          },
          async exec(sql: string) {
            await tx.exec(sql);
          },
        }),
      );
    },
    close: () => pglite.close(),
  };
}

/** How long PostgreSQL may take to connect and to run one statement, unless told otherwise. */
export const DEFAULT_DB_TIMEOUTS = { connectTimeoutMs: 10_000, statementTimeoutMs: 60_000 };
export type DbTimeouts = typeof DEFAULT_DB_TIMEOUTS;

/**
 * pg pool settings with time-outs: a connection (TCP, TLS, start-up, authentication) that is not
 * ready within `connectTimeoutMs` fails, and the server cancels any statement running longer than
 * `statementTimeoutMs`. pg-boss's pool gets the same (jobs/queue.ts).
 */
export function poolTimeouts(timeouts: DbTimeouts = DEFAULT_DB_TIMEOUTS) {
  return {
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    statement_timeout: timeouts.statementTimeoutMs,
  };
}

/** host:port/database of a URL, never its user or password: what an error message may name. */
export function describeDatabase(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    return `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return 'the configured server';
  }
}

export async function openPostgres(
  connectionString: string,
  max = 10,
  timeouts: DbTimeouts = DEFAULT_DB_TIMEOUTS,
): Promise<Db> {
  const pool = new pg.Pool({ connectionString, max, ...poolTimeouts(timeouts) });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Connect now: a server that accepts and never answers must stop the start-up with a reason,
  // not hang it silently at the first migration.
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end().catch(() => undefined);
    const reason = (error as Error).message.replace('timeout expired', 'no answer');
    throw new Error(
      `Cannot use the database at ${describeDatabase(connectionString)} (DATABASE_URL) within ` +
        `${timeouts.connectTimeoutMs / 1000} s: ${reason}`,
      { cause: error },
    );
  }
  return {
    kind: 'postgres',
    pglite: null,
    async query<T>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          async query<R>(sql: string, params: unknown[] = []) {
            return (await client.query(sql, params)).rows as R[];
          },
          async exec(sql: string) {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** PostgreSQL when a URL is given, otherwise PGlite on `dataDir` (in memory when undefined). */
export function openDb(options: {
  databaseUrl?: string;
  dataDir?: string;
  timeouts?: DbTimeouts;
}): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, 10, options.timeouts)
    : openPglite(options.dataDir);
}
