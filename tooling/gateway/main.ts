import { join, resolve } from 'node:path';
import { writeAppConfig } from '../remotes/app-config';
import { defaultWebDir, prepareWebRoot, repoRoot } from '../remotes/web-root';
import { startGateway } from './gateway';

/** `pnpm gateway`: the local stand-in for docker-compose's nginx gateway. */
async function main() {
  const env = process.env;
  const webDir = defaultWebDir(env);
  const hostDir = resolve(repoRoot, env.VIGIL_HOST_DIR ?? join('host', 'dist'));
  const apiUrl = env.VIGIL_API_URL ?? 'http://127.0.0.1:8000';
  // The browser fetches /config/app.json before anything else: make sure it exists.
  prepareWebRoot(webDir);
  writeAppConfig({ webDir, env });
  const gateway = await startGateway({
    port: Number(env.GATEWAY_PORT ?? 8080),
    host: env.GATEWAY_HOST ?? '127.0.0.1',
    webDir,
    hostDir,
    apiUrl,
    trustedProxies: env.VIGIL_TRUSTED_PROXIES,
  });
  process.stdout.write(
    `[gateway] ${gateway.url}  host ${hostDir}  web root ${webDir}  API ${apiUrl}\n`,
  );
  const stop = () => void gateway.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
