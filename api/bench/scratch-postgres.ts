import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/**
 * Runs `work` against a throw-away database on the PostgreSQL server at `serverUrl` (as
 * test/databases.ts does for tests), dropped afterwards. Null, with a line saying why, when the
 * server does not answer: a bench then reports the embedded database only.
 */
export async function withScratchPostgres<T>(
  serverUrl: string,
  work: (databaseUrl: string) => Promise<T>,
): Promise<T | null> {
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.log(`PostgreSQL skipped: ${serverUrl} did not answer (${reason})`);
    return null;
  }
  const name = `vigil_bench_${randomUUID().replace(/-/g, '')}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await work(url.toString());
  } finally {
    // FORCE: drop even if a pool connection is still closing.
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/** Runs `work` on PGlite in a fresh temporary data dir (on disk, as `start` runs it), removed after. */
export async function withScratchPglite<T>(
  name: string,
  work: (env: { VIGIL_DATA_DIR: string }) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `vigil-bench-${name}-`));
  try {
    return await work({ VIGIL_DATA_DIR: dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
