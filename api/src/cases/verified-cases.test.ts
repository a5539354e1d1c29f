import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Browser, signUpWithTeam, startTestApp, type TestApp } from '../../test/harness';
import { diskArtifactStore } from '../artifacts/store';
import { caseRunBrowser, closeCaseRunBrowsers } from '../caseruns/jobs';
import { startFixtureSite, type FixtureSite } from '../crawl/fixture-site';
import { enginePipeline } from '../engine/pipeline';
import { testEnv } from '../env';
import type { JobSender } from '../jobs/define-job';
import { runCaseGeneration } from './jobs';
import { ONBOARDING_HOME, SPHINX_SITE } from '../../test/verified-cases-fixture';

/** Issue 11 defect 2: generated cases are run before they are kept, and then pass when run. */
jest.setTimeout(240_000);

let t: TestApp;
let site: FixtureSite;
let browser: Browser;
let artifactDir: string;
const env = () =>
  testEnv({ VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1', VIGIL_ARTIFACT_DIR: artifactDir });
const noQueue: JobSender = { send: (async () => null) as JobSender['send'] };
/** The engine's jobs as a worker runs them (one shared case-run Chromium). */
const engine = () => enginePipeline({ db: t.db, env: env(), queue: noQueue });

beforeAll(async () => {
  artifactDir = mkdtempSync(join(tmpdir(), 'vigil-verified-cases-'));
  t = await startTestApp({
    VIGIL_ALLOW_PRIVATE_TARGETS: '127.0.0.1',
    VIGIL_ARTIFACT_DIR: artifactDir,
  });
  browser = new Browser(t.app);
});
afterAll(async () => {
  await closeCaseRunBrowsers();
  await t.close();
  rmSync(artifactDir, { recursive: true, force: true });
});
beforeEach(async () => {
  site = await startFixtureSite();
});
afterEach(() => site.close());

/** A team on the enterprise plan with the fixture site (and `pageUrls`) added; its cases made. */
async function generatedCases(pageUrls: string[] = []) {
  const { session, team } = await signUpWithTeam(browser);
  await t.db.query("UPDATE accounts SET type = 'enterprise' WHERE id = $1", [team.id]);
  const token = session.token;
  const created = await browser.post(
    '/v1/ops/site',
    { site_url: site.origin, page_urls: pageUrls.map((path) => `${site.origin}${path}`) },
    { token },
  );
  const siteId = created.body.id as string;
  const process = await browser.get(`/v1/ops/process?site_id=${siteId}&type=case.generate`, {
    token,
  });
  await runCaseGeneration(
    t.db,
    { siteId, processId: process.body.results[0].id },
    {
      allowPrivate: '127.0.0.1',
      artifacts: diskArtifactStore(t.db, artifactDir),
      browser: caseRunBrowser(env().CHROMIUM_PATH, '127.0.0.1'),
    },
  );
  const done = await browser.get(`/v1/ops/process?site_id=${siteId}&type=case.generate`, { token });
  expect(done.body.results[0]).toMatchObject({ progress: 100, success: true });
  const cases = await browser.get(`/v1/ops/case?site_id=${siteId}&limit=100`, { token });
  return {
    token,
    siteId,
    cases: cases.body.results as { id: string; title: string; steps: never[] }[],
  };
}

/** Runs each case through the API and the caserun.run job; answers each run's status. */
async function runEach(token: string, siteId: string, cases: { id: string; title: string }[]) {
  const outcomes: Record<string, string> = {};
  for (const testCase of cases) {
    const run = await browser.post(
      '/v1/ops/caserun',
      { case_id: testCase.id, site_id: siteId },
      { token },
    );
    await engine().runCase.handle({ caserunId: run.body.id });
    const read = await browser.get(`/v1/ops/caserun/${run.body.id}`, { token });
    outcomes[testCase.title] =
      read.body.status === 'passed' ? 'passed' : JSON.stringify(read.body.steps);
  }
  return outcomes;
}

describe('generated cases are run before they are kept', () => {
  it('keeps the onboarding fixture site its three cases, and each passes when run', async () => {
    site.set({ '/': { body: ONBOARDING_HOME } });
    const { token, siteId, cases } = await generatedCases();
    expect(await runEach(token, siteId, cases)).toEqual({
      'Fill and submit the form on /': 'passed',
      'Follow the main navigation': 'passed',
      'Primary call to action: Get started': 'passed',
    });
  });

  it('repairs a Sphinx page: Enter submits the search box, links resolve against the final URL', async () => {
    site.set(SPHINX_SITE);
    const { token, siteId, cases } = await generatedCases(['/docs']);
    const o = site.origin;
    const byTitle = Object.fromEntries(cases.map((c) => [c.title, c.steps] as const));
    expect(Object.keys(byTitle).sort()).toEqual([
      'Fill and submit the form on /docs',
      'Follow the main navigation',
    ]);
    // No submit button: Enter in the search field, found by its label.
    expect(byTitle['Fill and submit the form on /docs']!.at(-1)).toEqual({
      action: {
        type: 'key',
        selector: '#rtd-search-form input[name="q"]',
        value: 'Enter',
        locator: { label: 'Search docs' },
      },
      assertion: { type: 'exists', selector: 'body', value: null },
    });
    // Stored as /docs, read from /docs/ (its final URL); the new-tab link is left out.
    const navigation = byTitle['Follow the main navigation']!;
    expect(
      navigation.map(
        (step: { action: { type: string; value: string | null } }) => step.action.value,
      ),
    ).toEqual([`${o}/docs/`, null, `${o}/docs/`, null]);
    expect(
      navigation.map((step: { assertion: { value: string | null } }) => step.assertion.value),
    ).toEqual([null, `${o}/docs/guide.html`, null, `${o}/docs/changes.html`]);
    expect(await runEach(token, siteId, cases)).toEqual({
      'Fill and submit the form on /docs': 'passed',
      'Follow the main navigation': 'passed',
    });
  });

  it('drops a case that cannot pass on its site', async () => {
    // Two identical buttons: no locator tells them apart, so the call to action cannot pass.
    site.set({
      '/': {
        body: '<main><button class="btn btn-primary">Get started</button><button class="btn btn-primary">Get started</button></main>',
      },
    });
    const { cases } = await generatedCases();
    expect(cases).toEqual([]);
  });
});
