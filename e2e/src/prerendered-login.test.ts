import type { Page, Route } from 'playwright-core';
import { createUser, recordingPage } from './browser';
import { useStack } from './use-stack';

const product = useStack();

/**
 * Holds the host's entry script until `release()`: what shows meanwhile is the page as it came,
 * before any script of the app has run (a slow phone's first seconds).
 */
async function holdHostScript(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

const prerendered = (page: Page) => page.locator('#vigil-prerender');

describe('/login comes drawn in the page (issue 18)', () => {
  it('shows the form before any script runs, and keeps what was typed and pressed there', async () => {
    const user = await createUser(product.stack.apiUrl);
    const { page, cspViolations } = await recordingPage(product.browser);
    const host = await holdHostScript(page);
    await page.goto(`${product.stack.baseUrl}/login`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    expect(await prerendered(page).count()).toBe(1);
    // Typed and submitted while only the prerendered form is there…
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // …which posts nothing the browser's way (the fields would be in the URL).
    expect(page.url()).toBe(`${product.stack.baseUrl}/login`);
    await host.release();
    // The app takes over with the same text in its fields and sends the form the click asked for.
    await prerendered(page).waitFor({ state: 'detached' });
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 15_000 });
    expect(new URL(page.url()).search).toBe('');
    expect(cspViolations).toEqual([]);
    await page.close();
  });

  it('gives the app the text and the caret of a field typed into before it took over', async () => {
    const { page } = await recordingPage(product.browser);
    const host = await holdHostScript(page);
    await page.goto(`${product.stack.baseUrl}/login`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('early@example.com');
    await page.getByLabel('Password').pressSequentially('half-typ');
    await host.release();
    await prerendered(page).waitFor({ state: 'detached' });
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('early@example.com');
    await expect(page.getByLabel('Password').inputValue()).resolves.toBe('half-typ');
    // The caret is still in the password field: the rest of the typing lands in the app's field.
    await page.keyboard.type('ed');
    await expect(page.getByLabel('Password').inputValue()).resolves.toBe('half-typed');
    // The app's own handling has the text: its check finds an email, so it asks for nothing more.
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByText('Email is required', { exact: false }).count()).toBe(0);
    await page.close();
  });

  it('does not send a press the visitor typed on after (the fields changed since)', async () => {
    const user = await createUser(product.stack.apiUrl);
    const { page } = await recordingPage(product.browser);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
    });
    const host = await holdHostScript(page);
    await page.goto(`${product.stack.baseUrl}/login`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Email').press('Enter');
    await page.getByLabel('Password').pressSequentially('half');
    await host.release();
    await prerendered(page).waitFor({ state: 'detached' });
    await expect(page.getByLabel('Password').inputValue()).resolves.toBe('half');
    await page.waitForTimeout(500);
    expect(posts).toEqual([]);
    expect(page.url()).toBe(`${product.stack.baseUrl}/login`);
    await page.close();
  });

  it('draws the prerendered form in the stored dark mode, and not at all for a signed-in visitor', async () => {
    const { page, cspViolations } = await recordingPage(product.browser);
    await page.goto(`${product.stack.baseUrl}/login`);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    const host = await holdHostScript(page);
    await page.goto(`${product.stack.baseUrl}/login`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
    const colors = () =>
      page.evaluate(() => ({
        dark: document.documentElement.classList.contains('dark'),
        background: getComputedStyle(document.body).backgroundColor,
      }));
    const early = await colors();
    expect(early.dark).toBe(true);
    await host.release();
    await prerendered(page).waitFor({ state: 'detached' });
    // The page script ran (the CSP allows it by its hash) and the app draws the same colors.
    expect(await colors()).toEqual(early);
    expect(cspViolations).toEqual([]);

    // A stored session (signed in through the form): the app sends this visitor on, so the
    // prerendered form is hidden from the first paint, and the app draws no form either.
    const user = await createUser(product.stack.apiUrl);
    await page.goto(`${product.stack.baseUrl}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL((url) => url.pathname !== '/login');
    const again = await holdHostScript(page);
    await page.goto(`${product.stack.baseUrl}/login`, { waitUntil: 'commit' });
    await prerendered(page).waitFor({ state: 'attached' });
    expect(await prerendered(page).isVisible()).toBe(false);
    await again.release();
    await page.waitForURL((url) => url.pathname !== '/login');
    expect(await page.getByLabel('Password').count()).toBe(0);
    await page.close();
  });

  it("comes with the style system's CSS once: the page's, not a second copy in the screen", async () => {
    const html = await (await fetch(`${product.stack.baseUrl}/login`)).text();
    const definitions = html.split('--chakra-colors-blue-500:').length - 1;
    expect(definitions).toBe(1);
    const sheet = /<style id="vigil-system-css" data-build="[0-9a-f]+">[^<]*<\/style>/.exec(html);
    expect(sheet?.[0]).toContain('--chakra-colors-blue-500:');
    expect(html).toContain('<div id="vigil-prerender"');
  });

  it.each(['light', 'dark'])(
    'looks exactly like the form the app then draws (%s, phone width): nothing jumps',
    async (theme) => {
      const page = await product.browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.goto(`${product.stack.baseUrl}/login`);
      await page.evaluate((mode) => localStorage.setItem('theme', mode), theme);
      const host = await holdHostScript(page);
      await page.goto(`${product.stack.baseUrl}/login`, { waitUntil: 'commit' });
      await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
      const before = await page.screenshot();
      await host.release();
      await prerendered(page).waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
      expect((await page.screenshot()).equals(before)).toBe(true);
      await page.close();
    },
  );
});
