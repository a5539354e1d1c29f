import type { Page } from 'playwright-core';
import { createUser } from './browser';
import { useStack } from './use-stack';

const product = useStack();

/** Waits for the sidebar to settle at `px` wide (it animates between widths). */
const sidebarSettlesAt = (page: Page, px: number) =>
  page.waitForFunction(
    (width) =>
      document.querySelector('nav[aria-label="Main"]')?.getBoundingClientRect().width === width,
    px,
  );
const stored = (page: Page) => page.evaluate(() => JSON.stringify({ ...localStorage }));

describe('the shell', () => {
  it('collapses the sidebar, adds a site with pages, finds it by prefix, switches theme and logs out', async () => {
    const user = await createUser(product.stack.apiUrl);
    const context = await product.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const { baseUrl } = product.stack;

    // Sign in on the way to /, and come back to it.
    await page.goto(`${baseUrl}/`);
    await page.waitForURL(/\/login$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('Journey Team').waitFor();
    await nav.getByText(user.email).waitFor();

    // Collapse (the toggle shows on hover), and still collapsed after a reload.
    await sidebarSettlesAt(page, 256);
    await nav.hover();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await page.waitForFunction(() => localStorage.getItem('sidebar') === 'closed');
    await sidebarSettlesAt(page, 96);
    await page.reload();
    await nav.waitFor();
    expect(await nav.getAttribute('data-state')).toBe('closed');
    await sidebarSettlesAt(page, 96);

    // Add a site with two more pages through Show Advanced.
    await nav.getByRole('button', { name: 'Add Site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Site' });
    await dialog.getByLabel('Site URL').fill('https://journey.example.com/');
    await dialog.getByRole('button', { name: 'Show Advanced' }).click();
    await dialog
      .getByLabel('Add Pages')
      .fill('https://journey.example.com/pricing\nhttps://journey.example.com/about');
    await dialog.getByRole('button', { name: 'Add Site', exact: true }).click();
    await page.getByText('Site added').waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // Find it with the site: prefix (the box takes "/"), and open it.
    await page.locator('body').click({ position: { x: 900, y: 600 } });
    await page.keyboard.press('/');
    await page.keyboard.type('site:journey');
    const site = page.getByRole('option', { name: /https:\/\/journey\.example\.com$/ });
    await site.click();
    await page.waitForURL(/\/site\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Site', exact: true }).waitFor();

    // Its advanced pages were stored: page: finds one, the arrows and Enter open it.
    const search = page.getByRole('combobox', { name: 'Search' });
    await search.fill('page:prici');
    await page.getByRole('option', { name: /journey\.example\.com\/pricing/ }).waitFor();
    await search.press('ArrowDown');
    await search.press('Enter');
    await page.waitForURL(/\/page\/[0-9a-f-]{36}$/);

    // Dark theme, still dark after a reload.
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    await page.reload();
    await nav.waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    // On a phone-sized window the sidebar is an overlay that closes on navigation.
    await page.setViewportSize({ width: 390, height: 844 });
    // The layout switches on the next render after the resize: wait for it instead of sampling.
    await nav.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Cases' }).click();
    await page.waitForURL(/\/case$/);
    await menu.waitFor({ state: 'detached' });
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Log out from the user menu: back to /login with no session data left in storage.
    const before = await stored(page);
    expect(before).toContain(user.email);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL(/\/login$/);
    const after = await stored(page);
    expect(after).not.toContain(user.email);
    expect(after).not.toContain('journey.example.com');
    expect(await page.evaluate(() => localStorage.getItem('root'))).toBeNull();
    await context.close();
  });
});
