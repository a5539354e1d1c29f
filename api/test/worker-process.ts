import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const API_DIR = resolve(__dirname, '..');
const TSX = join(API_DIR, 'node_modules/.bin/tsx');

/**
 * Test-sized job timings for every process of a killed-worker test (the API's and each worker's,
 * since queue maintenance runs in whichever process holds it): a killed worker's job is taken over
 * within about 6 s (a 5 s lease, swept every second) instead of the production 30-40 s. The
 * heartbeat stays a fifth of the lease, so a live worker on a busy machine keeps its job.
 */
export const KILLED_WORKER_TIMINGS = {
  VIGIL_JOB_LEASE_SECONDS: '5',
  VIGIL_JOB_HEARTBEAT_SECONDS: '1',
  VIGIL_QUEUE_MAINTENANCE_SECONDS: '1',
};

/**
 * `pnpm worker` as its own process group (tsx and Chromium children die with it); `env` adds to
 * or overrides its environment.
 */
export function startWorker(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): ChildProcess {
  const child = spawn(TSX, ['src/worker.ts'], {
    cwd: API_DIR,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      VIGIL_DATA_DIR: dataDir,
      VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
      VIGIL_LIGHTHOUSE: 'off',
      LOG_LEVEL: 'warn',
      ...KILLED_WORKER_TIMINGS,
      ...env,
    },
  });
  child.stderr!.on('data', () => undefined); // drained, so a chatty worker never blocks
  return child;
}

/** Resolves once the worker says it is processing jobs (its workers and scheduler started). */
export function workerReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let said = '';
    const listen = (chunk: Buffer) => {
      said += chunk.toString();
      if (!said.includes('[worker] processing jobs')) return;
      child.stderr!.off('data', listen);
      resolve();
    };
    child.stderr!.on('data', listen);
    child.once('exit', (code) => reject(new Error(`the worker exited (${code}): ${said}`)));
  });
}

/** Kills the worker's whole process group and waits for it to exit. */
export async function killWorker(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  try {
    process.kill(-child.pid!, signal);
  } catch {
    return; // already gone
  }
  await exited;
}

/**
 * Reads until `done` says yes or `ms` pass; answers the last value read. The time is counted on
 * the monotonic clock: a wall clock stepped forward (a VM syncing its time) must not end the wait early.
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms: number) {
  const deadline = performance.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || performance.now() > deadline) return value;
    await new Promise((wait) => setTimeout(wait, 200));
  }
}
