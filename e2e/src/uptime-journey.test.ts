import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { apiAs } from './auth-journey-helpers';
import { createUser, signInThroughForm } from './browser';
import { sidewaysOverflow } from './sideways-overflow';
import { useStack } from './use-stack';

/**
 * Issue 46's first screen, end to end: a signed-in user opens Uptime from the sidebar, reads
 * what to do in its empty state, adds a monitor on a loopback site, and the API's own worker
 * checks it: the row reads Up. The screen fits 1440 and 390 px in both themes.
 */
const product = useStack();
let site: Server;
let siteUrl = '';

beforeAll(async () => {
  site = createServer((_request, response) => response.writeHead(200).end('ok'));
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/health`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

const table = (page: Page) => page.getByRole('table', { name: 'Monitors' });

it('adds a monitor from the empty state and shows it Up, fitting a phone in both themes', async () => {
  const page = await product.browser.newPage();
  const user = await createUser(product.stack.apiUrl);
  const api = await apiAs(product.stack.apiUrl, user.email, user.password);
  const account = (await api.get('/v1/auth/account')) as { id: string };
  await api.post('/v1/auth/account', { id: account.id, type: 'free' });
  await signInThroughForm(page, product.stack.baseUrl, user);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`${product.stack.baseUrl}/uptime`);
  await page.getByRole('heading', { name: 'Uptime', level: 1 }).waitFor();
  const link = page.getByRole('link', { name: 'Uptime', exact: true });
  expect(await link.getAttribute('href')).toBe('/uptime');
  await page.getByText('No monitors yet').waitFor();
  const overflow = await sidewaysOverflow(page, '/uptime empty');

  await page.getByRole('button', { name: 'New monitor' }).last().click();
  const form = page.getByRole('form', { name: 'New monitor' });
  await form.getByRole('textbox', { name: 'Name' }).fill('Loopback health');
  await form.getByRole('textbox', { name: 'URL' }).fill(siteUrl);
  await form.getByRole('button', { name: 'Add monitor' }).click();
  await table(page).getByText('Loopback health').waitFor();
  // The worker checks a new monitor at once; the list reads itself again every 30 s.
  await table(page).getByText('Up', { exact: true }).waitFor({ timeout: 45_000 });
  overflow.push(...(await sidewaysOverflow(page, '/uptime light')));

  await page.evaluate(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await table(page).getByText('Up', { exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
  overflow.push(...(await sidewaysOverflow(page, '/uptime dark')));
  expect(overflow).toEqual([]);
  await page.close();
}, 120_000);
