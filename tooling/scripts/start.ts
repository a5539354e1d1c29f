/**
 * `npm start`: build the five apps, publish any remote whose build changed, then run the API (with
 * its embedded worker on PGlite) and the gateway that puts everything on one origin.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startGateway } from '../gateway/gateway';
import { buildAllApps } from '../webpack/build-all';
import { contentHash, publishRemote } from '../remotes/publish';
import { readPointer } from '../remotes/registry';
import { writeAppConfig } from '../remotes/app-config';
import { defaultWebDir, REMOTE_NAMES, repoRoot } from '../remotes/web-root';

const port = Number(process.env.GATEWAY_PORT ?? 8080);
const apiPort = Number(process.env.PORT ?? 8000);
const apiUrl = `http://127.0.0.1:${apiPort}`;

/** A restart with unchanged code publishes nothing: the live version already holds this build. */
function publishChangedRemotes(webDir: string) {
  const pointer = readPointer(webDir);
  for (const name of REMOTE_NAMES) {
    const hash = contentHash(join(repoRoot, `remote-${name}`, 'dist')).slice(0, 8);
    if (pointer[name]?.version.endsWith(`-${hash}`)) continue;
    const published = publishRemote(name, { build: false, webDir });
    console.log(`[start] published ${name} ${published.version}`);
  }
}

async function waitForApi(deadlineMs = 60_000) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const ready = await fetch(`${apiUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`The API did not become ready on ${apiUrl}.`);
}

async function main() {
  const webDir = defaultWebDir();
  buildAllApps();
  publishChangedRemotes(webDir);
  writeAppConfig({ webDir });

  const api = spawn('pnpm', ['--filter', '@vigil/api', 'start'], {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, PORT: String(apiPort) },
  });
  api.on('exit', (code) => {
    console.error(`[start] the API stopped (exit ${code}).`);
    process.exit(code ?? 1);
  });
  await waitForApi();
  const gateway = await startGateway({
    port,
    host: '127.0.0.1',
    webDir,
    hostDir: join(repoRoot, 'host', 'dist'),
    apiUrl,
  });
  console.log(`\n  Vigil is running at http://localhost:${port}\n`);

  const stop = async () => {
    api.removeAllListeners('exit');
    api.kill('SIGTERM');
    await gateway.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
