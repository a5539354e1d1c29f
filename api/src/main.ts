import { loadEnv } from './env';
import { openApiJson } from './openapi/document';
import { startRuntime } from './runtime';

/** The only file that listens: API + (unless VIGIL_WORKER=off) the embedded job worker. */
async function main() {
  const env = loadEnv();
  const runtime = await startRuntime(env, { http: true, workers: env.VIGIL_WORKER === 'embedded' });
  const app = runtime.app!;
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await runtime.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
  // The OpenAPI document is built once, now, rather than by its first request (test apps do).
  openApiJson(env.APP_URL);
  app.log.info(
    {
      database: runtime.db.kind,
      worker: env.VIGIL_WORKER,
      dataDir: env.DATABASE_URL ? undefined : env.VIGIL_DATA_DIR,
    },
    'Vigil API ready',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
