import type { Page } from 'playwright-core';
import { startReceiver } from '../../api/test/receiver-fixture';
import { startFixtureSite } from '../../api/src/crawl/fixture-site';
import { apiAs } from './auth-journey-helpers';
import { createUser, signInThroughForm } from './browser';
import { useSiteJourney } from './use-stack';

/**
 * A schedule that tells someone, end to end, nothing faked: a signed-in user writes an alert
 * (a webhook to a receiver this test runs on loopback), schedules a scan of their site with that
 * alert, presses Run now; the API's own workers scan the page with Chromium, evaluate the alert
 * and POST the signed notice, which the receiver checks with the secret the screen showed; the
 * schedule's row then shows the run.
 */
const JOURNEY_MS = 5 * 60_000;
/** The site's crawl and its first scan (one page), then the scheduled scan and the delivery. */
const WORK_MS = 3 * 60_000;

const journey = useSiteJourney(async () => {
  const site = await startFixtureSite('127.0.0.1');
  // One page, no sitemap: the crawl finds the home page alone, so each run scans one page.
  site.set({
    '/': { body: '<!doctype html><html lang="en"><title>Hooked</title><h1>Hooked</h1></html>' },
    '/robots.txt': { status: 404 },
    '/sitemap.xml': { status: 404 },
    '/sitemap-index.xml': { status: 404 },
  });
  return site;
});
let secret = '';
let receiver: Awaited<ReturnType<typeof startReceiver>>;

beforeAll(async () => {
  receiver = await startReceiver(() => secret);
}, JOURNEY_MS);

afterAll(async () => {
  await receiver?.close();
});

/** A free team with the fixture site crawled, through the API as the wizard and Add Site do. */
async function teamWithCrawledSite() {
  const user = await createUser(journey.stack.apiUrl);
  const api = await apiAs(journey.stack.apiUrl, user.email, user.password);
  const account = (await api.get('/v1/auth/account')) as { id: string };
  await api.post('/v1/auth/account', { id: account.id, type: 'free' });
  const added = await api.post('/v1/ops/site', { site_url: journey.site.origin });
  expect(added.status).toBe(201);
  const site = (await added.json()) as { id: string; site_url: string };
  const deadline = Date.now() + WORK_MS;
  for (;;) {
    const pages = (await api.get(`/v1/ops/page?site_id=${site.id}`)) as { count: number };
    const crawled = (await api.get(`/v1/ops/site/${site.id}`)) as {
      time_crawl_completed: string | null;
    };
    if (crawled.time_crawl_completed && pages.count > 0) break;
    if (Date.now() > deadline) throw new Error('the fixture site was not crawled');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return { user, site };
}

async function createWebhookAlert(page: Page) {
  await page.goto(`${journey.stack.baseUrl}/schedule?tab=alerts`);
  await page.getByRole('button', { name: 'New alert' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New alert' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Any scan');
  // A condition every finished scan meets: its first scan starts the "failing" state.
  await dialog.getByRole('combobox', { name: 'Metric 1' }).selectOption('health');
  await dialog.getByRole('combobox', { name: 'Operator 1' }).selectOption('>=');
  await dialog.getByRole('textbox', { name: 'Value 1' }).fill('0');
  await dialog.getByRole('combobox', { name: 'Action type 1' }).selectOption('webhook');
  await dialog.getByRole('textbox', { name: 'Target 1' }).fill(receiver.url);
  await dialog.getByRole('button', { name: 'Create alert' }).click();
  // Once created, the editor shows the secret the receiver checks signatures with.
  const shown = page
    .getByRole('dialog', { name: 'Edit alert' })
    .getByLabel('Webhook secret', { exact: true });
  secret = ((await shown.textContent()) ?? '').trim();
  expect(secret.length).toBeGreaterThan(10);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function createScheduleWithAlert(page: Page, siteUrl: string) {
  await page.getByRole('tab', { name: 'Schedules' }).click();
  await page.getByRole('button', { name: 'New schedule' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New schedule' });
  await dialog.locator('label').filter({ hasText: siteUrl }).click();
  await dialog.getByRole('combobox', { name: 'Alert' }).selectOption({ label: 'Any scan' });
  // The cost preview answers before saving: daily, one page.
  await dialog
    .getByRole('status', { name: 'Cost' })
    .filter({ hasText: /\d+ scans? per month of \d+ allowed/ })
    .waitFor();
  await dialog.getByRole('button', { name: 'Create schedule' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('schedule journey', () => {
  it(
    'alert with a webhook → schedule → Run now → the signed notice arrives → the row shows the run',
    async () => {
      const { user, site } = await teamWithCrawledSite();
      const page = await journey.browser.newPage();
      await signInThroughForm(page, journey.stack.baseUrl, user);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));

      await createWebhookAlert(page);
      await createScheduleWithAlert(page, site.site_url);

      const row = page
        .getByRole('table', { name: 'Schedules' })
        .getByRole('row')
        .filter({ hasText: site.site_url });
      await row.filter({ hasText: 'Not run yet' }).waitFor();
      await row.getByRole('button', { name: /^Run now: / }).click();
      await page.getByText('Run started.').waitFor();

      const deadline = Date.now() + WORK_MS;
      while (receiver.received.length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
      expect(receiver.received).toHaveLength(1);
      const [notice] = receiver.received;
      expect(notice!.verified).toBe(true);
      expect(notice!.body).toMatchObject({
        alert: { name: 'Any scan' },
        state: 'failing',
        object: { type: 'scan' },
        site_url: site.site_url,
      });

      await page.reload();
      // The last run's outcome badge (the row's text runs its cells together: match the badge).
      await row.getByText('Ran', { exact: true }).waitFor();
      await page.close();
    },
    JOURNEY_MS,
  );
});
