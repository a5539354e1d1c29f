import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { enginePipeline } from '../src/engine/pipeline';
import { testEnv } from '../src/env';
import type { JobSender } from '../src/jobs/define-job';
import { closeCaseRunBrowsers } from '../src/caseruns/jobs';
import { startFixtureApp, type FixtureApp } from './fixture-app';
import { Browser, startTestApp, type TestApp } from './harness';

export interface CaseRunWorld {
  t: TestApp;
  /** The site the cases run against (test/fixture-app.ts). */
  site: FixtureApp;
  browser: Browser;
  /** The caserun.run job as a worker runs it (real Chromium, the world's artifact folder). */
  worker(): ReturnType<typeof enginePipeline>['runCase'];
}

const noQueue: JobSender = { send: (async () => null) as JobSender['send'] };

/**
 * Before a case-run test file's tests: the real app (allowed to reach loopback), the fixture
 * site and a throw-away artifact folder; after them, Chromium, the site, the app and the folder
 * closed. Its fields are set once `beforeAll` has run.
 */
export function useCaseRunWorld(): CaseRunWorld {
  const world = {} as CaseRunWorld;
  let artifactDir = '';
  const settings = () => ({
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
    VIGIL_ARTIFACT_DIR: artifactDir,
  });
  beforeAll(async () => {
    artifactDir = mkdtempSync(join(tmpdir(), 'vigil-caserun-artifacts-'));
    world.t = await startTestApp(settings());
    world.site = await startFixtureApp();
    world.browser = new Browser(world.t.app);
  });
  afterAll(async () => {
    await closeCaseRunBrowsers();
    await world.site?.close();
    await world.t?.close();
    rmSync(artifactDir, { recursive: true, force: true });
  });
  world.worker = () =>
    enginePipeline({ db: world.t.db, env: testEnv(settings()), queue: noQueue }).runCase;
  return world;
}
