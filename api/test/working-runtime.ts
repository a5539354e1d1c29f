import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { testEnv, type Env } from '../src/env';
import { startRuntime } from '../src/runtime';
import { createTestDatabase } from './databases';

/**
 * The product as `npm start` runs it, for the suites that follow work from the queue to its end
 * (scan order, the queue, final failures): HTTP and the job workers in one runtime, on a fresh
 * on-disk database (PGlite's folder, or a PostgreSQL database) and an artifact folder of its own;
 * loopback fixture sites allowed, Lighthouse off. `overrides` are added to that environment.
 */
export async function startWorkingRuntime(overrides: Partial<Record<keyof Env, string>> = {}) {
  const database = await createTestDatabase({ onDisk: true, migrated: true });
  const artifactDir = mkdtempSync(join(tmpdir(), 'vigil-artifacts-'));
  const env = testEnv({
    ...(database.databaseUrl
      ? { DATABASE_URL: database.databaseUrl }
      : { VIGIL_DATA_DIR: database.dataDir! }),
    VIGIL_ARTIFACT_DIR: artifactDir,
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
    VIGIL_LIGHTHOUSE: 'off',
    ...overrides,
  });
  const runtime = await startRuntime(env, { http: true, workers: true });
  return {
    runtime,
    database,
    artifactDir,
    /** Ends the runtime, drops the database and removes the artifact folder. */
    async close() {
      await runtime.close();
      await database.drop();
      rmSync(artifactDir, { recursive: true, force: true });
    },
  };
}

export type WorkingRuntime = Awaited<ReturnType<typeof startWorkingRuntime>>;
