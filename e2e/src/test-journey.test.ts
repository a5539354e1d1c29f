import type { Page } from 'playwright-core';
import { startFixtureSite } from '../../api/test/fixture-pages';
import { apiAs } from './auth-journey-helpers';
import { createUser, signInThroughForm } from './browser';
import { useSiteJourney } from './use-stack';

/**
 * Issue 13's journey, nothing faked: the API's own workers scan a loopback page whose content the
 * journey changes. Site → page → Test now (the baseline) → the page changes → Test now fails with
 * the diff image on screen and an issue opens → the page is fixed → Test now passes and the issue
 * is closed. Each test is a real scan (without Lighthouse, as every journey's): a minute or two in all.
 */
const JOURNEY_MS = 8 * 60_000;
/** A bound on a test's scan and comparison (5 s polls on the test screen; 90 s passed at load 21). */
const TEST_MS = 150_000;

const journey = useSiteJourney(() => startFixtureSite());

/** Test now on the page screen; answers the test screen's outcome once the test has finished. */
async function testNow(page: Page, pageUrl: string) {
  await page.goto(pageUrl);
  await page.getByRole('button', { name: 'Test now' }).click();
  await page.waitForURL(/\/test\/[0-9a-f-]+$/);
  const outcome = page.getByText(/^(Passed|Failed)$/).first();
  await outcome.waitFor({ timeout: TEST_MS });
  return { id: page.url().split('/').at(-1)!, outcome: await outcome.innerText() };
}

describe('testing a page in real Chromium', () => {
  it(
    'site → page → Test now → fails with the diff image when the page changes → fixed → passes and the issue closes',
    async () => {
      const user = await createUser(journey.stack.apiUrl);
      const api = await apiAs(journey.stack.apiUrl, user.email, user.password);
      const created = await api.post('/v1/ops/site', {
        site_url: journey.site.origin,
        page_urls: [`${journey.site.origin}/pricing`],
      });
      const site = (await created.json()) as { id: string };

      const page = await journey.browser.newPage({ viewport: { width: 1280, height: 900 } });
      await signInThroughForm(page, journey.stack.baseUrl, user);
      await page.waitForURL(/\/account\/new$/); // the wizard offers itself; the journey goes on

      // The site's pages, then the pricing page.
      await page.goto(`${journey.stack.baseUrl}/site/${site.id}`);
      const pages = page.getByRole('table', { name: 'Pages' });
      await pages.getByRole('link', { name: `${journey.site.origin}/pricing` }).click();
      await page.waitForURL(/\/page\/[0-9a-f-]+$/);
      const pageScreen = page.url();

      // First test: the baseline (or a pass against the crawl's scan of the same version).
      const first = await testNow(page, pageScreen);
      expect(first.outcome).toBe('Passed');

      // The page changes: the next test fails, the diff image is on screen, an issue opens.
      journey.site.setVersion('b');
      const broken = await testNow(page, pageScreen);
      expect(broken.outcome).toBe('Failed');
      const visual = page.getByRole('region', { name: 'Visual' });
      await visual.getByRole('img', { name: 'After: screenshot of the page' }).waitFor();
      // The slider is a native range: the keyboard moves the divider.
      const slider = visual.getByRole('slider', { name: 'Divider between before and after' });
      await slider.focus();
      await page.keyboard.press('ArrowRight');
      expect(await slider.getAttribute('aria-valuetext')).toMatch(/^51 %/);
      await visual.getByRole('button', { name: 'Diff image' }).click();
      const diff = visual.getByRole('img', { name: 'Changes: the diff image' });
      await diff.waitFor();
      // Drawn, not just present: the PNG decoded with its real size.
      await page.waitForFunction(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
        await diff.elementHandle(),
      );
      expect(await visual.getByTestId('changed-boxes').locator('rect').count()).toBeGreaterThan(0);
      type Issue = { id: string; status: string; trigger: { id: string } | null };
      const issues = async () =>
        ((await api.get('/v1/ops/issue?limit=100')) as { results: Issue[] }).results;
      const opened = (await issues()).find((issue) => issue.trigger?.id === broken.id);
      expect(opened).toMatchObject({ status: 'open' });

      // The 390 px phone: the test screen fits without sideways scrolling.
      // The shell swaps its sidebar for a drawer when React sees the new width, a moment after
      // the resize: measure once the sidebar has gone.
      await page.setViewportSize({ width: 390, height: 800 });
      await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await page.setViewportSize({ width: 1280, height: 900 });

      // Fixed: the next test passes against the baseline, and the issue closes itself.
      journey.site.setVersion('a');
      const fixed = await testNow(page, pageScreen);
      expect(fixed.outcome).toBe('Passed');
      await page.goto(`${journey.stack.baseUrl}/issue/${opened!.id}`);
      await page.getByText('Closed', { exact: true }).first().waitFor();

      // The page screen lists the three tests, the latest passed by the title.
      await page.goto(pageScreen);
      const tests = page.getByRole('table', { name: 'Tests' });
      await tests.getByRole('row').nth(3).waitFor();
      expect(await tests.getByRole('row').count()).toBe(4);
      await page.getByRole('link', { name: 'Latest test: passed' }).waitFor();
      await page.close();
    },
    JOURNEY_MS,
  );
});
