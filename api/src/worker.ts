import { loadEnv } from './env';
import { startRuntime } from './runtime';

/**
 * A job worker on its own, for scaling out on PostgreSQL: start as many as the work needs. On
 * PGlite the database belongs to one process, so there the API's embedded worker does the work.
 */
async function main() {
  const env = loadEnv();
  if (!env.DATABASE_URL) {
    throw new Error(
      'A separate worker needs DATABASE_URL (PostgreSQL). With the embedded database the API runs the worker itself.',
    );
  }
  const runtime = await startRuntime(env, { http: false, workers: true });
  console.warn(`[worker] processing jobs (concurrency ${env.VIGIL_WORKER_CONCURRENCY})`);
  const shutdown = async () => {
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
