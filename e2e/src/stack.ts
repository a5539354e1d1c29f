import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startGateway, type Gateway } from '@vigil/tooling/gateway/gateway';
import { publishRemote } from '@vigil/tooling/remotes/publish';
import { REMOTE_NAMES } from '@vigil/tooling/remotes/web-root';

export const repoRoot = resolve(__dirname, '..', '..');

export interface Stack {
  baseUrl: string;
  apiUrl: string;
  webDir: string;
  /** Where the API writes mails (no SMTP in the journeys): one .eml file per mail. */
  outboxDir: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, deadlineMs = 60_000) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((done) => setTimeout(done, 300));
  }
  throw new Error(`${url} did not answer`);
}

export interface StackOptions {
  /**
   * Extra environment for the API process, e.g. `VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1'` so its
   * job workers may crawl and scan a fixture website on loopback.
   */
  apiEnv?: Record<string, string>;
  /** false: index.html without its inline config (bench:web's baseline of the fetching start-up). */
  inlineConfig?: boolean;
}

/**
 * The whole product on loopback, on throw-away data: the real API process (PGlite in a temp dir,
 * embedded worker), the remotes published into a temp web root, and the gateway in front.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const webDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-web-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-data-'));
  const outboxDir = join(dataDir, 'outbox');
  for (const name of REMOTE_NAMES) publishRemote(name, { build: false, webDir });

  const apiPort = 18_000 + Math.floor(Math.random() * 1000);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // The gateway first: its address is the APP_URL the API puts into mailed links.
  const gateway: Gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    webDir,
    hostDir: join(repoRoot, 'host', 'dist'),
    apiUrl,
    inlineConfig: options.inlineConfig,
  });
  const api: ChildProcess = spawn(
    process.execPath,
    [require.resolve('tsx/cli'), join(repoRoot, 'api', 'src', 'main.ts')],
    {
      // Always the embedded database, even when the suite itself runs with a PostgreSQL URL.
      env: {
        ...process.env,
        PORT: String(apiPort),
        VIGIL_DATA_DIR: dataDir,
        VIGIL_OUTBOX_DIR: outboxDir,
        APP_URL: gateway.url,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        ...options.apiEnv,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<never>((_, reject) =>
    api.once('exit', (code) =>
      reject(new Error(`the API exited (code ${code}) before it was ready`)),
    ),
  );
  try {
    await Promise.race([waitFor(`${apiUrl}/readyz`), exited]);
  } catch (error) {
    await gateway.close();
    throw error;
  }
  return {
    baseUrl: gateway.url,
    apiUrl,
    webDir,
    outboxDir,
    async stop() {
      await gateway.close();
      api.kill('SIGTERM');
      rmSync(webDir, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
