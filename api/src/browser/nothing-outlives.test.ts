import {
  descendantsOf,
  signedUpCaller,
  startApiProcess,
  stillRunning,
  type ApiProcess,
  type ProcessInfo,
} from '../../test/api-process';
import { createTestDatabase, type TestDatabase } from '../../test/databases';
import { until } from '../../test/worker-process';
import { serveFixture } from '../../test/scan-test-site';

// Issue 44: an API stopped with SIGTERM while Lighthouse ran left its Chromium running for 37
// minutes (tsx kills a child that has not answered its signal within 30 ms, before any exit
// handler runs). Whatever the API starts (Chromiums, their helpers, Lighthouse's process) must
// end with it, however it ends. Linux only: the processes are read from /proc.

jest.setTimeout(300_000);

let database: TestDatabase;
let site: Awaited<ReturnType<typeof serveFixture>>;
let api: ApiProcess | undefined;
let started: ProcessInfo[] = [];

beforeEach(async () => {
  site = await serveFixture((_, response) =>
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><html lang="en"><title>Home</title><h1>Welcome</h1></html>'),
  );
  database = await createTestDatabase({ onDisk: true, migrated: true });
  api = await startApiProcess({
    ...(database.databaseUrl
      ? { DATABASE_URL: database.databaseUrl }
      : { DATABASE_URL: '', VIGIL_DATA_DIR: database.dataDir! }),
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
    VIGIL_LIGHTHOUSE: 'on',
    VIGIL_WORKER: 'embedded',
  });
});

afterEach(async () => {
  // A failed test leaves nothing behind either.
  for (const process of stillRunning(started)) killQuietly(process.pid);
  if (api?.child.pid) killQuietly(-api.child.pid);
  started = [];
  await site.close();
  await database.drop();
});

function killQuietly(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // gone already
  }
}

const isLighthouseChromium = (process: ProcessInfo) =>
  process.cmdline.includes('vigil-lighthouse-');
const isLighthouseRunner = (process: ProcessInfo) =>
  process.cmdline.includes('lighthouse-runner.mjs');

/** Adds the fixture site and waits until its page's scan is running Lighthouse. */
async function midLighthouse(api: ApiProcess): Promise<ProcessInfo[]> {
  const call = await signedUpCaller(api.base);
  const created = await call('POST', '/v1/ops/site', { site_url: site.origin });
  expect(created.status).toBe(201);
  const processes = await until(
    async () => descendantsOf(api.child.pid!),
    (all) => all.some(isLighthouseChromium) && all.some(isLighthouseRunner),
    240_000,
  );
  if (!processes.some(isLighthouseChromium)) throw new Error(`no Lighthouse: ${api.said()}`);
  return processes;
}

const exited = (api: ApiProcess) =>
  api.child.exitCode !== null || api.child.signalCode !== null
    ? Promise.resolve()
    : new Promise((done) => api.child.once('exit', done));

/** What is still running 5 s after the API's tsx process ended. */
async function survivors(api: ApiProcess) {
  await exited(api);
  await new Promise((wait) => setTimeout(wait, 5_000));
  return stillRunning(started).map((process) => process.cmdline.slice(0, 120));
}

it('SIGTERM to tsx while Lighthouse runs: every process the API started ends with it', async () => {
  started = await midLighthouse(api!);
  // Chromium's browser and helpers, Lighthouse's process, the capture browser: all the API's.
  expect(started.filter(isLighthouseChromium).length).toBeGreaterThan(1);
  process.kill(api!.child.pid!, 'SIGTERM'); // `kill <pid>` of `pnpm start`'s tsx
  expect(await survivors(api!)).toEqual([]);
});

it('SIGKILL of the API process while Lighthouse runs: nothing it started survives', async () => {
  started = await midLighthouse(api!);
  // The API itself (tsx's child running main.ts), as tsx's own SIGKILL or a crash ends it.
  const main = started.find(
    (process) => process.ppid === api!.child.pid && process.cmdline.includes('src/main.ts'),
  );
  expect(main).toBeDefined();
  process.kill(main!.pid, 'SIGKILL');
  expect(await survivors(api!)).toEqual([]);
});
