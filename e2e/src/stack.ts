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

/** The remotes published into a new temp web root, and a gateway serving it in front of `apiUrl`. */
async function startWebRoot(apiUrl: string, inlineConfig?: boolean) {
  const webDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-web-'));
  for (const name of REMOTE_NAMES) publishRemote(name, { build: false, webDir });
  const gateway: Gateway = await startGateway({
    port: 0,
    host: '127.0.0.1',
    webDir,
    hostDir: join(repoRoot, 'host', 'dist'),
    apiUrl,
    inlineConfig,
  });
  return {
    webDir,
    gateway,
    async close() {
      await gateway.close();
      rmSync(webDir, { recursive: true, force: true });
    },
  };
}

/**
 * The whole product on loopback, on throw-away data: the real API process (PGlite in a temp dir,
 * embedded worker), the remotes published into a temp web root, and the gateway in front.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-e2e-data-'));
  const outboxDir = join(dataDir, 'outbox');
  const apiPort = 18_000 + Math.floor(Math.random() * 1000);
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  // The gateway first: its address is the APP_URL the API puts into mailed links.
  const web = await startWebRoot(apiUrl, options.inlineConfig);
  const { webDir, gateway } = web;
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
  // Only the race below listens: an exit after start-up (a stop) must not be an unhandled rejection.
  exited.catch(() => undefined);
  try {
    // Up to 3 minutes: npm test starts it beside other stages on two busy cores, and the API's
    // first start compiles its TypeScript and migrates a new database.
    await Promise.race([waitFor(`${apiUrl}/readyz`, 180_000), exited]);
  } catch (error) {
    // An API that never became ready is stopped, or it would keep Jest from ever exiting.
    api.kill('SIGKILL');
    await web.close();
    throw error;
  }
  return {
    baseUrl: gateway.url,
    apiUrl,
    webDir,
    outboxDir,
    async stop() {
      await web.close();
      if (api.exitCode === null && api.signalCode === null) {
        const exited = new Promise((done) => api.once('exit', done));
        api.kill('SIGTERM');
        // An API that does not stop within 15 s is killed: a teardown never waits forever.
        const killer = setTimeout(() => api.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The shared stack's Stripe webhook secret (local billing mode): the billing journey signs with it. */
export const E2E_STRIPE_WEBHOOK_SECRET = 'whsec_e2e_journey';

/** Where global-setup hands the shared stack's addresses to the journeys (Jest workers inherit it). */
const SHARED_STACK_VARIABLE = 'VIGIL_E2E_STACK';

export interface SharedStack extends Stack {
  /** The Slack-shaped receiver the shared API may post to (its only SLACK_WEBHOOK_ORIGINS). */
  slackBase: string;
}

/** Called by global-setup: the journeys of this Jest run find the stack through the environment. */
export function announceSharedStack(stack: SharedStack) {
  const { baseUrl, apiUrl, webDir, outboxDir, slackBase } = stack;
  process.env[SHARED_STACK_VARIABLE] = JSON.stringify({
    baseUrl,
    apiUrl,
    webDir,
    outboxDir,
    slackBase,
  });
}

/**
 * The product this Jest run's global set-up started once for every journey (one build, one API,
 * one gateway): journeys isolate themselves by signing up a fresh user and team each. Stopping
 * it is global-teardown's, so `stop` does nothing here. With `ownWebRoot` the journey gets its
 * own web root and gateway in front of the same API, for a journey that publishes or rolls back
 * remotes without the others seeing it.
 */
export async function useSharedStack(options: { ownWebRoot?: boolean } = {}): Promise<SharedStack> {
  const announced = process.env[SHARED_STACK_VARIABLE];
  if (!announced)
    throw new Error(
      `${SHARED_STACK_VARIABLE} is unset: run the journeys through Jest's e2e project`,
    );
  const shared = JSON.parse(announced) as Omit<SharedStack, 'stop'>;
  if (!options.ownWebRoot) return { ...shared, stop: async () => undefined };
  const web = await startWebRoot(shared.apiUrl);
  return { ...shared, baseUrl: web.gateway.url, webDir: web.webDir, stop: () => web.close() };
}
