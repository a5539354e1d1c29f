import type { Page } from 'playwright-core';
import { startFixtureSite } from '../../api/src/crawl/fixture-site';
import { apiAs, uniqueEmail } from './auth-journey-helpers';
import { useSiteJourney } from './use-stack';

/**
 * The first-site journey end to end, nothing faked: a new user registers, goes through the wizard
 * (billing skipped, so the free plan: 3 pages per site), adds the loopback fixture website on
 * /onboard, and the API's own job workers crawl it, scan every page (the stack's scans skip
 * Lighthouse: global-setup.ts) and
 * generate cases while the progress bar moves; then home lists the site with its score.
 */
const JOURNEY_MS = 4 * 60_000;
/** The bar must reach 100 within this (3 pages, a few seconds each on a busy machine, 5 s polls). */
const PROGRESS_MS = 3 * 60_000;

/**
 * The fixture website's home page, made to offer what case generation looks for (a main
 * navigation, a call to action and a form); its other pages stay the crawler tests' ones.
 */
const FIXTURE_HOME = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Fixture Co</title></head>
<body><header><nav><a href="/about">About</a> <a href="/blog">Blog</a></nav></header>
<main><h1>Fixture Co</h1><p>We make fixtures.</p><a class="btn btn-primary" href="/team">Get started</a>
<form action="/contact" method="post"><label for="email">Email</label>
<input id="email" name="email" type="email"><button type="submit">Contact us</button></form></main>
</body></html>`;

const journey = useSiteJourney(async () => {
  const site = await startFixtureSite('127.0.0.1');
  site.set({ '/': { body: FIXTURE_HOME } });
  return site;
});

async function registerAndSkipThroughWizard(page: Page, email: string, password: string) {
  await page.goto(`${journey.stack.baseUrl}/register`);
  await page.getByLabel('First Name').fill('Olivia');
  await page.getByLabel('Last Name').fill('Onboard');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByText('I agree to the').click();
  await page.getByRole('button', { name: 'Create account' }).click();

  await page.waitForURL(/\/account\/new$/);
  await page.getByRole('heading', { name: 'Your phone number' }).waitFor();
  await page.getByRole('textbox', { name: /phone/i }).pressSequentially('5551234567');
  await page.getByRole('button', { name: 'Save' }).click();

  await page.getByLabel(/Team name/).fill('Onboarding Co');
  await page.getByRole('button', { name: 'Create team' }).click();

  await page.getByLabel('Email 1').waitFor();
  await page.getByRole('button', { name: 'Skip', exact: true }).click();

  for (const answer of ['Product Hunt', 'SaaS', '10-100', 'Developer / Tester']) {
    await page.getByRole('radio', { name: answer }).click();
    await page.getByRole('button', { name: 'Next' }).click();
  }

  await page.getByRole('heading', { name: 'Choose a plan' }).waitFor();
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await page.waitForURL(/\/onboard$/);
}

interface Reading {
  atMs: number;
  value: number;
}

/**
 * Polls the bar's aria-valuenow until the done step replaces it (at 100 the wizard moves to step
 * 3 in the same render, so the bar itself is never drawn at 100). Returns every distinct value
 * seen, in order, with when it was first seen.
 */
async function watchProgress(page: Page, startedAt: number): Promise<Reading[]> {
  const readings: Reading[] = [];
  const bar = page.getByRole('progressbar', { name: 'Onboarding progress' });
  const done = page.getByRole('heading', { name: 'All done' });
  const deadline = Date.now() + PROGRESS_MS;
  while (Date.now() < deadline) {
    if (await done.isVisible()) return readings;
    const now = await bar.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null);
    if (now !== null) {
      const value = Number(now);
      if (readings.at(-1)?.value !== value) readings.push({ atMs: Date.now() - startedAt, value });
    }
    await page.waitForTimeout(250);
  }
  const last = readings.at(-1);
  throw new Error(
    `onboarding progress did not reach 100 within ${PROGRESS_MS / 1000} s; last value seen ` +
      `${last ? `${last.value} (at ${Math.round(last.atMs / 1000)} s)` : 'none'}; all: ` +
      JSON.stringify(readings),
  );
}

describe('first-site onboarding in real Chromium', () => {
  it(
    'register → wizard → /onboard: add the fixture site, the bar passes 10 and 25 and completes → done → home lists it with a score',
    async () => {
      const email = uniqueEmail('onboarding');
      const password = 'onboarding password';
      const page = await journey.browser.newPage({ viewport: { width: 1280, height: 800 } });
      await registerAndSkipThroughWizard(page, email, password);

      // Step 0: the first site (a loopback website with a dozen pages; the free plan crawls 3).
      await page.getByRole('heading', { name: 'Add your first site' }).waitFor();
      await page.getByLabel('Site URL').fill(journey.site.origin);
      const startedAt = Date.now();
      await page.getByRole('button', { name: 'Add site' }).click();

      // Step 1: the feature video while the site is processed in the background, then step 2.
      await page.getByRole('heading', { name: 'See what Vigil does for you' }).waitFor();
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByRole('heading', { name: 'Processing your site' }).waitFor();

      const readings = await watchProgress(page, startedAt);
      const values = readings.map((reading) => reading.value);
      // 10 while crawling, then 25 or more once crawled (scans and cases adding to it), never
      // going back, and the done step once the poll reads 100.
      const passed =
        values[0] === 10 &&
        values.some((value) => value >= 25 && value < 100) &&
        values.every((value, i) => i === 0 || value >= values[i - 1]!);
      if (!passed) {
        throw new Error(`the bar did not go 10 → 25 or more → 100: ${JSON.stringify(readings)}`);
      }
      await page.getByText('Step 4 of 4').waitFor();
      expect(await page.getByRole('progressbar').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Skip' }).count()).toBe(0);

      // The real pipeline ran: the fixture site was crawled (3 pages on the free plan), every page
      // scanned with a score, and case generation finished.
      expect(journey.site.requests).toContain('/robots.txt');
      const api = await apiAs(journey.stack.apiUrl, email, password);
      const sites = (await api.get('/v1/ops/site')) as {
        count: number;
        results: { id: string; site_url: string; time_crawl_completed: string | null }[];
      };
      expect(sites.count).toBe(1);
      const site = sites.results[0]!;
      expect(site.time_crawl_completed).not.toBeNull();
      const pages = (await api.get(`/v1/ops/page?site_id=${site.id}`)) as {
        count: number;
        results: {
          page_url: string;
          info: {
            latest_scan: { id: string; time_completed: string | null; score: number | null } | null;
          };
        }[];
      };
      expect(pages.count).toBe(3);
      const processes = (await api.get(
        `/v1/ops/process?type=case.generate&site_id=${site.id}`,
      )) as { results: { progress: number; time_completed: string | null }[] };
      expect(processes.results.map((process) => process.progress)).toContain(100);
      const cases = (await api.get(`/v1/ops/case?site_id=${site.id}`)) as {
        results: { title: string; type: string }[];
      };
      // The three cases the fixture's home offers: its form, its navigation, its call to action.
      expect(cases.results.map((generated) => generated.title).sort()).toEqual([
        'Fill and submit the form on /',
        'Follow the main navigation',
        'Primary call to action: Get started',
      ]);
      const scans = await Promise.all(
        pages.results.map(async ({ page_url, info }) => {
          const scan = info.latest_scan
            ? ((await api.get(`/v1/ops/scan/${info.latest_scan.id}`)) as { error: string | null })
            : null;
          return { page_url, ...info.latest_scan, error: scan?.error };
        }),
      );
      // Every page scanned to the end, with a score (the message shows any scan's error).
      expect(
        scans.filter((scan) => !scan.time_completed || typeof scan.score !== 'number'),
      ).toEqual([]);

      // Home: the site in the Sites list, named by its URL, with its score beside it.
      await page.getByRole('link', { name: 'Go to your dashboard' }).click();
      await page.waitForURL(`${journey.stack.baseUrl}/`);
      const list = page.getByRole('region', { name: 'Sites', exact: true });
      // Named by the site URL exactly (as a locator relative to the row candidates below).
      const link = page.getByRole('link', { name: site.site_url, exact: true });
      await list.locator(link).waitFor({ timeout: 15_000 });
      // The site's row: the innermost element of the list holding both its link and its score.
      const row = list
        .locator('*')
        .filter({ has: link })
        .filter({ has: page.getByText(/^Score (\d+|—)$/) })
        .last();
      await row.waitFor({ timeout: 15_000 });
      expect(await row.getByRole('link').count()).toBe(1);
      expect(await row.getByText(/^Score (\d+|—)$/).innerText()).toMatch(/^Score \d+$/);
      await page.close();
    },
    JOURNEY_MS,
  );
});
