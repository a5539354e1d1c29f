import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { loadEnv } from '../src/env';

/**
 * Where a test's data lives. On PGlite (the default) each test gets its own data directory; when
 * the suite runs against PostgreSQL (DATABASE_URL set, see test/use-postgres.ts) each test gets
 * its own database on that server, created here and dropped afterwards, so files run in parallel.
 */
export interface TestDatabase {
  databaseUrl?: string;
  dataDir?: string;
  drop(): Promise<void>;
}

export const onPostgres = () => loadEnv(process.env).DATABASE_URL !== undefined;

export async function createTestDatabase(
  options: { onDisk?: boolean } = {},
): Promise<TestDatabase> {
  const serverUrl = loadEnv(process.env).DATABASE_URL;
  if (!serverUrl) {
    if (!options.onDisk) return { drop: async () => undefined };
    const dataDir = mkdtempSync(join(tmpdir(), 'vigil-test-'));
    return { dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `vigil_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
