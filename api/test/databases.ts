import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDb, openPglite, type Db } from '../src/db/connection';
import { listMigrations, migrate } from '../src/db/migrate';
import { loadEnv } from '../src/env';

/**
 * Where a test's data lives. On PGlite (the default) each test gets its own data directory; when
 * the suite runs against PostgreSQL (DATABASE_URL set, see test/use-postgres.ts) each test gets
 * its own database on that server, created here and dropped afterwards, so files run in parallel.
 */
export interface TestDatabase {
  databaseUrl?: string;
  dataDir?: string;
  /**
   * Opens the test's database. Made with `migrated`, it already holds the current schema (a copy
   * of a database migrated once per schema, see below), so `migrate` on it has nothing to do.
   */
  open(): Promise<Db>;
  drop(): Promise<void>;
}

export const onPostgres = () => loadEnv(process.env).DATABASE_URL !== undefined;

/**
 * The schema's fingerprint: the migration files and the PGlite release. Migrating from nothing
 * costs 1-8 s a database (PGlite's own start-up most of it), paid once per fingerprint instead
 * of once per test file; a changed migration makes a new one. Migrating from an empty database
 * is still exercised: by the copy's first making, by every API process the journeys and the
 * killed-worker tests start, and by the tests that ask for an unmigrated database.
 */
function schemaFingerprint(): string {
  const hash = createHash('sha256');
  for (const migration of listMigrations()) hash.update(`${migration.name}\n${migration.sql}\n`);
  hash.update(readPgliteVersion());
  return hash.digest('hex').slice(0, 16);
}

function readPgliteVersion(): string {
  const manifest = join(require.resolve('@electric-sql/pglite'), '..', '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** A migrated PGlite data directory as a tarball in the temp folder, made by whoever needs it first. */
async function migratedPgliteSnapshot(): Promise<Blob> {
  const file = join(tmpdir(), `vigil-test-pglite-${schemaFingerprint()}.tar`);
  if (!existsSync(file)) {
    const db = await openPglite();
    await migrate(db);
    const dump = await db.pglite!.dumpDataDir('none');
    await db.close();
    // Written aside, then renamed: a parallel Jest worker never reads half a file.
    const partial = `${file}.${process.pid}.${randomUUID()}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

/** Any constant of the test suite's: serialises the making of the PostgreSQL template. */
const TEMPLATE_LOCK = 727_101;

/** A migrated template database on the server, made once per schema (and kept for the next run). */
async function migratedPostgresTemplate(serverUrl: string): Promise<string> {
  const name = `vigil_template_${schemaFingerprint()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      // Migrated under a temporary name, renamed when whole: a run killed midway leaves no
      // half-migrated template behind under the real name.
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const db = await openDb({ databaseUrl: withDatabase(serverUrl, building) });
      await migrate(db);
      await db.close();
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
  return name;
}

function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function createTestDatabase(
  options: { onDisk?: boolean; migrated?: boolean } = {},
): Promise<TestDatabase> {
  const serverUrl = loadEnv(process.env).DATABASE_URL;
  if (!serverUrl) {
    if (!options.onDisk) {
      return {
        async open() {
          if (!options.migrated) return openPglite();
          const snapshot = await migratedPgliteSnapshot();
          return openPglite(undefined, snapshot);
        },
        drop: async () => undefined,
      };
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'vigil-test-'));
    // Written from the migrated copy: a runtime or process started on the folder then opens it
    // and finds nothing to migrate, instead of running initdb in WASM and every migration (~8.6
    // CPU-s each time, ~1.6 s from the copy; decision 015).
    if (options.migrated) await (await openPglite(dataDir, await migratedPgliteSnapshot())).close();
    return {
      dataDir,
      open: () => openPglite(dataDir),
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `vigil_test_${randomUUID().replace(/-/g, '')}`;
  const template = options.migrated ? await migratedPostgresTemplate(serverUrl) : null;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const databaseUrl = withDatabase(serverUrl, name);
  return {
    databaseUrl,
    open: () => openDb({ databaseUrl }),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
