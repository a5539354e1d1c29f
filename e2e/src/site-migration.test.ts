import { startFixtureHosts } from '../../api/test/fixture-hosts';
import { apiAs } from './auth-journey-helpers';
import { createUser, signInThroughForm } from './browser';
import { useStack } from './use-stack';

/**
 * Site migration end to end, nothing faked: a site on the loopback "production" host is compared
 * with its "staging" copy through /site/{id}/migration; the API's own job workers scan every path
 * on both hosts and compare them. The changed path opens in the test report with its diff image,
 * the missing one says why, and the screen fits a phone in the dark theme.
 */
jest.setTimeout(5 * 60_000);

const journey = useStack();
let hosts: Awaited<ReturnType<typeof startFixtureHosts>>;

beforeAll(async () => {
  hosts = await startFixtureHosts();
});

afterAll(async () => {
  await hosts?.close();
});

it('compares a site with its staging host, path by path, and opens the changed path', async () => {
  const { stack, browser } = journey;
  const user = await createUser(stack.apiUrl);
  const api = await apiAs(stack.apiUrl, user.email, user.password);
  const created = await api.post('/v1/ops/site', {
    site_url: hosts.production.origin,
    page_urls: [`${hosts.production.origin}/same`, `${hosts.production.origin}/changed`],
  });
  const site = (await created.json()) as { id: string };

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // A team without a phone number lands in the setup wizard first; the screen opens all the same.
  await signInThroughForm(page, stack.baseUrl, user);
  await page.waitForURL(/\/account\/new$/);
  await page.goto(`${stack.baseUrl}/site/${site.id}/migration`);
  await page.getByText('No comparisons yet').waitFor();

  const form = page.getByRole('form', { name: 'Compare with another host' });
  await form.getByLabel(/Other base URL/).fill(hosts.staging.origin);
  await form.getByLabel(/Paths/).fill('/same\n/changed\n/gone');
  await form.getByRole('button', { name: 'Compare' }).click();
  await page.waitForURL(/\?migration=/);

  // The workers scan six pages and compare three pairs; the screen polls until they are done.
  const paths = page.getByRole('table', { name: 'Paths' });
  await paths.getByText('Comparing…').first().waitFor();
  await paths
    .getByText('Comparing…')
    .first()
    .waitFor({ state: 'detached', timeout: 4 * 60_000 });
  const rows = paths.getByRole('row');
  expect(await rows.nth(1).innerText()).toMatch(/\/gone\s+—\s+Different/);
  expect(await rows.nth(2).innerText()).toMatch(/\/changed\s+[\d.]+ %\s+Different/);
  expect(await rows.nth(3).innerText()).toMatch(/\/same\s+100 %\s+Same/);

  await paths.getByRole('link', { name: '/changed' }).click();
  await page.waitForURL(/&path=/);
  // The report lays the other host over this site at a slider; the diff image is one click away.
  await page.getByRole('img', { name: 'Other host: screenshot of the page' }).waitFor();
  await page.getByRole('button', { name: 'Diff image' }).click();
  const diff = page.getByRole('img', { name: 'Changes: the diff image' });
  await diff.waitFor();
  expect(await diff.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);

  // At 390 px wide and in the dark theme the report fits without sideways scrolling.
  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('img', { name: 'Other host: screenshot of the page' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await page.getByRole('link', { name: 'Back to the paths' }).click();
  await page.getByRole('link', { name: '/gone' }).click();
  await page.getByText('the other host could not be visited: HTTP 404').waitFor();
  await context.close();
});
