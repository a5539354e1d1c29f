import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ONBOARDING_HOME } from '../../api/test/verified-cases-fixture';
import { startFixtureSite } from '../../api/src/crawl/fixture-site';
import { apiAs } from './auth-journey-helpers';
import { createUser, signInThroughForm } from './browser';
import { useSiteJourney } from './use-stack';

/**
 * A generated case run from its screen, nothing faked: the API's own workers crawl and scan the
 * loopback fixture website and generate its cases; the user opens one, runs it on the site, and
 * the run's screen shows each step pass while the caserun job replays it in Chromium.
 */
const JOURNEY_MS = 5 * 60_000;
/** Crawl, scans and case generation of a 3-page site. */
const CASES_MS = 3 * 60_000;
/** The run itself: a handful of steps in a fresh browser context, polled every 5 s. */
const RUN_MS = 60_000;

const journey = useSiteJourney(async () => {
  const site = await startFixtureSite('127.0.0.1');
  site.set({ '/': { body: ONBOARDING_HOME } });
  return site;
});

interface GeneratedCase {
  id: string;
  title: string;
  steps: unknown[];
}

/** Adds the fixture site through the API and waits for the case.generate job's cases. */
async function siteWithGeneratedCases(api: Awaited<ReturnType<typeof apiAs>>) {
  const added = await api.post('/v1/ops/site', { site_url: journey.site.origin });
  expect(added.status).toBe(201);
  const site = (await added.json()) as { id: string };
  const deadline = Date.now() + CASES_MS;
  while (Date.now() < deadline) {
    const process = (await api.get(`/v1/ops/process?type=case.generate&site_id=${site.id}`)) as {
      results: { progress: number }[];
    };
    if (process.results.some((it) => it.progress === 100)) {
      const cases = (await api.get(`/v1/ops/case?site_id=${site.id}`)) as {
        results: GeneratedCase[];
      };
      return { siteId: site.id, cases: cases.results };
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`no cases generated within ${CASES_MS / 1000} s`);
}

/** No sideways scrolling of the page itself (a wide table scrolls inside its own frame). */
const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** A full-page screenshot into E2E_SCREENSHOTS_DIR when set, for a person to look at. */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS_DIR;
  if (dir) await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}

/** Each step's badge text, in order ("Waiting", "Running…", "Passed"…). */
const stepStatuses = (page: Page) =>
  page
    .getByRole('region', { name: 'Steps' })
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) => {
        const badges = ['Waiting', 'Running…', 'Passed', 'Failed', 'Skipped'];
        return badges.find((badge) => item.textContent?.includes(badge)) ?? '?';
      }),
    );

describe('running a generated case in real Chromium', () => {
  it(
    'open a generated case → edit and save a step → Run on the site → /caserun shows each step turn green',
    async () => {
      const user = await createUser(journey.stack.apiUrl);
      const api = await apiAs(journey.stack.apiUrl, user.email, user.password);
      const { cases } = await siteWithGeneratedCases(api);
      const cta = cases.find((it) => it.title.startsWith('Primary call to action'));
      expect(cta).toBeDefined();

      const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await signInThroughForm(page, journey.stack.baseUrl, user);
      // A team without a phone number is sent to the wizard first; the case is a link away.
      await page.waitForURL(/\/account\/new$/);
      await page.goto(`${journey.stack.baseUrl}/case/${cta!.id}`);
      await page.getByRole('heading', { name: cta!.title }).waitFor();
      // Edit the first step's check (exists → visible) and save it through the real API: the
      // run replays the saved steps.
      await page.getByRole('button', { name: 'Edit step 1' }).click();
      await page.getByRole('group', { name: 'Check' }).getByLabel('Check').selectOption('visible');
      await page.getByText('Unsaved changes').waitFor();
      await page.getByRole('button', { name: 'Save steps' }).click();
      await page.getByText('Steps saved.').waitFor();
      await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
      const saved = (await api.get(`/v1/ops/case/${cta!.id}`)) as {
        steps: { assertion: { type: string; selector: string | null } | null }[];
      };
      expect(saved.steps[0]!.assertion).toMatchObject({ type: 'visible', selector: 'body' });
      // The case's own site is picked already.
      expect(await page.getByLabel('Run on').inputValue()).not.toBe('');
      await page.getByRole('button', { name: 'Run', exact: true }).click();
      await page.waitForURL(/\/caserun\/[0-9a-f-]+$/);
      await page.getByText('Expect body to be visible').waitFor();

      // Watch the steps until every one reads Passed; remember each distinct reading.
      const readings: string[][] = [];
      const deadline = Date.now() + RUN_MS;
      const allPassed = (statuses: string[]) =>
        statuses.length === cta!.steps.length && statuses.every((it) => it === 'Passed');
      while (Date.now() < deadline && !allPassed(readings.at(-1) ?? [])) {
        const statuses = await stepStatuses(page).catch(() => []);
        if (statuses.length > 0 && statuses.join() !== readings.at(-1)?.join()) {
          readings.push(statuses);
        }
        await page.waitForTimeout(200);
      }
      if (!allPassed(readings.at(-1) ?? [])) {
        throw new Error(`the steps did not all pass: ${JSON.stringify(readings)}`);
      }
      // No step ever went back from Passed, and none failed on the way.
      for (const [index, reading] of readings.entries()) {
        expect(reading).not.toContain('Failed');
        const before = readings[index - 1] ?? [];
        before.forEach((status, step) => {
          if (status === 'Passed') expect(reading[step]).toBe('Passed');
        });
      }
      // The run as a whole passed, with its total time.
      await page.getByText(/^Total time /).waitFor();
      const badges = page.getByText('Passed', { exact: true });
      expect(await badges.count()).toBe(cta!.steps.length + 1);
      await shot(page, 'caserun-light-desktop');

      // Dark theme on a phone: the run, the case's editor (a step open) and the list fit 390 px.
      await page.getByRole('button', { name: 'Toggle theme' }).click();
      await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
      expect(await fitsWidth(page)).toBe(true);
      await shot(page, 'caserun-dark-390');
      await page.goto(`${journey.stack.baseUrl}/case/${cta!.id}`);
      await page.getByRole('button', { name: 'Edit step 2' }).click();
      await page.getByRole('group', { name: 'Action' }).waitFor();
      await page.getByRole('table', { name: 'Runs' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await shot(page, 'case-editor-dark-390');
      await page.goto(`${journey.stack.baseUrl}/case`);
      await page.getByRole('table', { name: 'Cases' }).waitFor();
      expect(await fitsWidth(page)).toBe(true);
      await shot(page, 'cases-dark-390');
      await page.close();
    },
    JOURNEY_MS,
  );
});
