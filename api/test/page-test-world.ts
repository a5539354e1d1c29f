import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from './harness';
import { enginePipeline } from '../src/engine/pipeline';
import { testEnv } from '../src/env';
import type { JobSender } from '../src/jobs/define-job';
import { closeScanEngines } from '../src/scans/jobs';
import { startFixtureSite, type FixtureSite } from './fixture-pages';

/**
 * What the page-test suites share: the real app, the fixture site, and the real engine pipeline
 * (scan jobs, then the test.compare jobs they queue) run in this process, in order.
 */
export interface PageTestWorld {
  t: TestApp;
  site: FixtureSite;
  browser: Browser;
  /** Runs the post scans of these tests, then the comparisons they queued. */
  work(tests: { post_scan: string }[]): Promise<void>;
  /** A team (free plan) with a site of the fixture's pages. */
  team(
    paths: string[],
  ): Promise<{ token: string; teamId: string; siteId: string; pageIds: string[] }>;
}

export function pageTestWorld(): PageTestWorld {
  const world = {} as PageTestWorld;
  let artifactDir = '';
  beforeAll(async () => {
    artifactDir = mkdtempSync(join(tmpdir(), 'vigil-test-artifacts-'));
    world.site = await startFixtureSite();
    world.t = await startTestApp({ VIGIL_ARTIFACT_DIR: artifactDir, VIGIL_LIGHTHOUSE: 'off' });
    world.browser = new Browser(world.t.app);
    const queued: { name: string; data: object }[] = [];
    const queue: JobSender = {
      send: async (name: string, data?: object | null) => {
        queued.push({ name, data: data ?? {} });
        return null;
      },
    } as JobSender;
    const env = testEnv({
      VIGIL_ARTIFACT_DIR: artifactDir,
      VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
      VIGIL_LIGHTHOUSE: 'off',
    });
    const pipeline = enginePipeline({ db: world.t.db, env, queue });
    world.work = async (tests) => {
      for (const test of tests) await pipeline.scan.handle({ scanId: test.post_scan });
      for (let job = queued.shift(); job; job = queued.shift())
        if (job.name === pipeline.compareTest.name)
          await pipeline.compareTest.handle(job.data as { testId: string });
    };
    world.team = async (paths) => {
      const { session, team } = await signUpWithTeam(world.browser);
      const db = world.t.db;
      await db.query(`UPDATE accounts SET type = 'free' WHERE id = $1`, [team.id]);
      const [row] = await db.query<{ id: string }>(
        'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
        [team.id, world.site.origin],
      );
      const pages = await db.query<{ id: string }>(
        `INSERT INTO pages (account_id, site_id, page_url)
         SELECT $1, $2, $3 || path FROM unnest($4::text[]) WITH ORDINALITY AS p (path, n)
         ORDER BY n RETURNING id`,
        [team.id, row!.id, world.site.origin, paths],
      );
      return {
        token: session.token,
        teamId: team.id,
        siteId: row!.id,
        pageIds: pages.map((p) => p.id),
      };
    };
  }, 120_000);
  afterAll(async () => {
    await closeScanEngines();
    await world.t?.close();
    await world.site?.close();
    rmSync(artifactDir, { recursive: true, force: true });
  });
  return world;
}
