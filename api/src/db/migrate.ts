import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './connection';

const migrationsDir = join(__dirname, 'migrations');
/** Any constant shared by every Vigil process: serialises concurrent migrators on PostgreSQL. */
const MIGRATION_LOCK = 727_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** The numbered SQL files, in order. The same files run on PGlite and PostgreSQL. */
export function listMigrations(): Migration[] {
  return readdirSync(migrationsDir)
    .filter((file) => /^\d{3}_.+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 3)),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(join(migrationsDir, file), 'utf8'),
    }));
}

/** Applies the migrations not yet applied, each in its own transaction. */
export async function migrate(db: Db): Promise<number[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const migrations = listMigrations();
  // Every start but a deployment's first finds them all applied: one query says so, instead of a
  // transaction and a lock per file (each API test file starts on a migrated copy).
  if (await allApplied(db, migrations)) return [];
  const applied: number[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      // A migration may rebuild a large table, and waits for another process's: no time limit.
      await tx.exec('SET LOCAL statement_timeout = 0');
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [
        migration.version,
      ]);
      if (done.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (ran) applied.push(migration.version);
  }
  return applied;
}

/** True when every migration file has been applied (what /readyz reports). */
export function migrationsApplied(db: Db): Promise<boolean> {
  return allApplied(db, listMigrations());
}

async function allApplied(db: Db, migrations: Migration[]): Promise<boolean> {
  const rows = await db.query<{ versions: number[] | null }>(
    'SELECT array_agg(version) AS versions FROM schema_migrations',
  );
  const applied = new Set(rows[0]?.versions ?? []);
  return migrations.every((migration) => applied.has(migration.version));
}
