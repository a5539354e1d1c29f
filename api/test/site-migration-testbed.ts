import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, startTestApp } from './harness';
import { enginePipeline } from '../src/engine/pipeline';
import { testEnv } from '../src/env';
import type { JobSender } from '../src/jobs/define-job';
import { closeScanEngines } from '../src/scans/jobs';
import { startFixtureHosts } from './fixture-hosts';

/**
 * An API on a fresh database, the two fixture hosts (loopback allowed as a target) and the
 * migration's jobs run in the test's process, as the queue's workers would run them.
 */
export async function startMigrationTestbed() {
  const artifactDir = mkdtempSync(join(tmpdir(), 'vigil-migration-testbed-'));
  const hosts = await startFixtureHosts();
  const settings = {
    VIGIL_ARTIFACT_DIR: artifactDir,
    VIGIL_LIGHTHOUSE: 'off',
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
  };
  const t = await startTestApp(settings);
  const browser = new Browser(t.app);
  const queued: { name: string; data: object }[] = [];
  const queue = {
    send: async (name: string, data?: object | null) => {
      queued.push({ name, data: data ?? {} });
      return null;
    },
  } as JobSender;
  const env = testEnv(settings);
  const pipeline = enginePipeline({ db: t.db, env, queue });

  /** Starts a migration of the site to the staging host, runs it to its end; the finished one. */
  async function migrate(token: string, siteId: string, paths: string[]) {
    const started = await browser.post(
      `/v1/ops/site/${siteId}/migration`,
      { base_url: hosts.staging.origin, paths },
      { token },
    );
    if (started.status !== 201) throw new Error(`migration refused: ${started.status}`);
    for (const path of started.body.paths) {
      await pipeline.scan.handle({ scanId: path.source_scan });
      await pipeline.scan.handle({ scanId: path.target_scan });
    }
    for (let job = queued.shift(); job; job = queued.shift())
      if (job.name === pipeline.compareMigrationPath.name)
        await pipeline.compareMigrationPath.handle(job.data as { pathId: string });
    return (await browser.get(`/v1/ops/migration/${started.body.id}`, { token })).body;
  }

  return {
    t,
    browser,
    hosts,
    env,
    migrate,
    async close() {
      await closeScanEngines();
      await t.close();
      await hosts.close();
      rmSync(artifactDir, { recursive: true, force: true });
    },
  };
}

export type MigrationTestbed = Awaited<ReturnType<typeof startMigrationTestbed>>;

/**
 * The start of a migration suite: its testbed, started before the file's tests (two hosts and an
 * API: up to 120 s on a loaded machine) and closed after; `world.bed` once started.
 */
export function useMigrationTestbed() {
  const world = {} as { bed: MigrationTestbed };
  beforeAll(async () => {
    world.bed = await startMigrationTestbed();
  }, 120_000);
  afterAll(() => world.bed?.close());
  return world;
}
