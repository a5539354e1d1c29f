import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { enginePipeline } from '../engine/pipeline';
import { testEnv } from '../env';
import type { JobSender } from '../jobs/define-job';
import { closeScanEngines } from '../scans/jobs';
import { startFixtureHosts } from './fixture-hosts';

jest.setTimeout(240_000);

let t: TestApp;
let browser: Browser;
let hosts: Awaited<ReturnType<typeof startFixtureHosts>>;
let artifactDir: string;
let pipeline: ReturnType<typeof enginePipeline>;
const queued: { name: string; data: object }[] = [];

beforeAll(async () => {
  artifactDir = mkdtempSync(join(tmpdir(), 'vigil-migration-ignore-'));
  hosts = await startFixtureHosts();
  const settings = {
    VIGIL_ARTIFACT_DIR: artifactDir,
    VIGIL_LIGHTHOUSE: 'off',
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
  };
  t = await startTestApp(settings);
  browser = new Browser(t.app);
  const queue = {
    send: async (name: string, data?: object | null) => {
      queued.push({ name, data: data ?? {} });
      return null;
    },
  } as JobSender;
  pipeline = enginePipeline({ db: t.db, env: testEnv(settings), queue });
}, 120_000);

afterAll(async () => {
  await closeScanEngines();
  await t?.close();
  await hosts?.close();
  rmSync(artifactDir, { recursive: true, force: true });
});

/** Migrates `/clock` to the staging host and runs its scans and comparison; the path's result. */
async function migrateClock(token: string, siteId: string) {
  const started = await browser.post(
    `/v1/ops/site/${siteId}/migration`,
    { base_url: hosts.staging.origin, paths: ['/clock'] },
    { token },
  );
  expect(started.status).toBe(201);
  const [path] = started.body.paths;
  await pipeline.scan.handle({ scanId: path.source_scan });
  await pipeline.scan.handle({ scanId: path.target_scan });
  for (let job = queued.shift(); job; job = queued.shift())
    if (job.name === pipeline.compareMigrationPath.name)
      await pipeline.compareMigrationPath.handle(job.data as { pathId: string });
  const done = await browser.get(`/v1/ops/migration/${started.body.id}`, { token });
  return done.body.paths[0];
}

it("masks the site's page ignore selectors on both hosts: a ticking clock is no difference", async () => {
  const { session, team } = await signUpWithTeam(browser);
  const [site] = await t.db.query<{ id: string }>(
    'INSERT INTO sites (account_id, site_url) VALUES ($1, $2) RETURNING id',
    [team.id, hosts.production.origin],
  );
  const [page] = await t.db.query<{ id: string }>(
    `INSERT INTO pages (account_id, site_id, page_url, ignore_selectors)
     VALUES ($1, $2, $3, '{#clock}') RETURNING id`,
    [team.id, site!.id, `${hosts.production.origin}/clock`],
  );

  const masked = await migrateClock(session.token, site!.id);
  // The screenshots are the same; the clock's text still differs in the HTML.
  expect(masked).toMatchObject({ status: 'passed', error: null });
  expect(masked.component_scores.images).toBe(100);
  expect(masked.failing_components).not.toContain('images');

  // The same page without its selector: the two clocks differ on screen.
  await t.db.query(`UPDATE pages SET ignore_selectors = '{}' WHERE id = $1`, [page!.id]);
  const unmasked = await migrateClock(session.token, site!.id);
  expect(unmasked.error).toBeNull();
  expect(unmasked.component_scores.images).toBeLessThan(100);
});
