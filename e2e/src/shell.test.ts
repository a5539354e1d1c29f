import type { Page } from 'playwright-core';
import { createUser, recordingPage, signInThroughForm } from './browser';
import { copiesFetched } from './shared-assets';
import { PUBLIC_ROUTES, SIGNED_IN_ROUTES } from './shell-routes';
import { useStack } from './use-stack';

const product = useStack();

/** From every load of `page` on: notes whether `selector` ever matched (read with wasSeen). */
async function watchFor(page: Page, selector: string) {
  await page.addInitScript((watched) => {
    const seen = { matched: false };
    Object.assign(window, { __seen: seen });
    new MutationObserver(() => {
      if (document.querySelector(watched)) seen.matched = true;
    }).observe(document, { childList: true, subtree: true });
  }, selector);
}

const wasSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __seen: { matched: boolean } }).__seen.matched);

/** A new user signed in through the form on `page` (the session stored, as a visitor's would be). */
async function signInNewUser(page: Page) {
  const user = await createUser(product.stack.apiUrl);
  await signInThroughForm(page, product.stack.baseUrl, user);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Signs a new user in, then leaves the signed-in screen, so that what it still asks for (its own
 * calls, late on a busy machine) cannot reach a request listener added before the next load.
 */
async function signInNewUserAndLeave(page: Page) {
  await signInNewUser(page);
  await page.goto('about:blank');
}

async function expectRendersOnce(
  path: string,
  heading: string,
  page: Awaited<ReturnType<typeof recordingPage>>,
) {
  page.requests.length = 0;
  await page.page.goto(`${product.stack.baseUrl}${path}`);
  const marker =
    heading === 'Page not found'
      ? page.page.getByText(heading)
      : page.page.getByRole('heading', { name: heading, exact: true });
  await marker.waitFor({ timeout: 15_000 });
  for (const pkg of ['react', 'react-dom', '@vigil/shared']) {
    const copies = copiesFetched(pkg, page.requests);
    expect({ path, pkg, apps: [...new Set(copies.map((c) => c.app))] }).toEqual({
      path,
      pkg,
      apps: ['host'],
    });
    expect(new Set(copies.map((c) => c.url)).size).toBe(copies.length);
  }
  // The gateway's CSP (tooling/gateway/security-headers.ts) refuses nothing a screen needs.
  expect({ path, refused: page.cspViolations.splice(0) }).toEqual({ path, refused: [] });
}

describe('the shell and its remotes', () => {
  it('renders every route of every remote, with one React, one react-dom and one @vigil/shared', async () => {
    const user = await createUser(product.stack.apiUrl);
    const page = await recordingPage(product.browser);
    for (const [path, heading] of PUBLIC_ROUTES) await expectRendersOnce(path, heading, page);
    await signInThroughForm(page.page, product.stack.baseUrl, user);
    await page.page.getByRole('heading', { name: 'Set up your team' }).waitFor();
    for (const [path, heading] of SIGNED_IN_ROUTES) await expectRendersOnce(path, heading, page);
    // Shell routes sit inside the host's layout: its top bar shows the signed-in account.
    await page.page.goto(`${product.stack.baseUrl}/billing`);
    await expect(page.page.getByTestId('account-email').textContent()).resolves.toBe(user.email);
    await page.page.close();
  });

  /**
   * /login with auth's remoteEntry.js held back `delayMs`; whether a spinner came before the form.
   * `prerendered: false` serves the page without its prerendered screen, as nginx does (and the
   * Node gateway for a remote version built before prerendering).
   */
  async function spinnerBeforeForm(delayMs: number, prerendered: boolean): Promise<boolean> {
    const { page } = await recordingPage(product.browser);
    await page.route('**/remotes/auth/**/remoteEntry.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      await route.continue();
    });
    if (!prerendered) {
      await page.route(/\/login$/, async (route) => {
        const answer = await route.fetch();
        const html = (await answer.text()).replace(
          /<div id="root">.*<\/div><\/body>/s,
          '<div id="root"></div></body>',
        );
        await route.fulfill({ response: answer, body: html });
      });
    }
    await watchFor(page, '#root [role="status"]');
    await page.goto(`${product.stack.baseUrl}/login`);
    await page.locator('#vigil-prerender').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    const seen = await wasSeen(page);
    await page.close();
    return seen;
  }

  it("shows a route's screen whole when its remote comes within a second: no spinner first", async () => {
    expect(await spinnerBeforeForm(200, false)).toBe(false);
  });

  it('shows the loading spinner while a slower remote downloads, never a blank page', async () => {
    expect(await spinnerBeforeForm(2500, false)).toBe(true);
  });

  it('keeps a prerendered screen up while a slower remote downloads, instead of a spinner', async () => {
    expect(await spinnerBeforeForm(2500, true)).toBe(false);
  });

  it('opens a deep link to a screen in a chunk of its own whole: no loading spinner first', async () => {
    const { page } = await recordingPage(product.browser);
    await signInNewUser(page);
    await watchFor(page, '#root .chakra-spinner');
    for (const [path, heading] of [
      ['/', 'Home'],
      ['/schedule', 'Schedules'],
      ['/logs', 'Logs'],
    ]) {
      await page.goto(`${product.stack.baseUrl}${path}`);
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
      expect({ path, spinner: await wasSeen(page) }).toEqual({ path, spinner: false });
    }
    await page.close();
  });

  it('names a tab icon that the gateway serves, so no page load logs a 404 for it', async () => {
    const html = await (await fetch(`${product.stack.baseUrl}/login`)).text();
    const href = /<link[^>]*rel="icon"[^>]*href="([^"]+)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const icon = await fetch(new URL(href!, product.stack.baseUrl));
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\//);
    expect(await icon.text()).toContain('<svg');
  });

  it('leaves no preloaded file unused, signed out or in (Chromium warns on the console)', async () => {
    // The warning comes about three seconds after the load event, for each unused preload.
    const WARNING_DUE_MS = 4500;
    const page = await product.browser.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/.test(message.text())) {
        warnings.push(message.text());
      }
    });
    await page.goto(`${product.stack.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
    await page.waitForTimeout(WARNING_DUE_MS);
    await signInNewUser(page);
    await page.goto(`${product.stack.baseUrl}/`);
    await page.getByRole('heading', { name: 'Home', exact: true }).waitFor();
    await page.waitForTimeout(WARNING_DUE_MS);
    expect(warnings).toEqual([]);
    await page.close();
  });

  it("fetches a signed-in Home's remote manifest, entry, App chunk and screen chunk once each, preloaded as the page starts", async () => {
    const page = await product.browser.newPage();
    await signInNewUserAndLeave(page);
    const isFirstFile = (url: string) =>
      /\/remotes\/monitoring\/[^/]+\/(mf-manifest\.json|remoteEntry\.js|(__federation_expose_App|screen-home)\.\w+\.js)$/.test(
        url,
      );
    const requested: string[] = [];
    page.on('request', (request) => {
      if (isFirstFile(request.url())) requested.push(request.url());
    });
    await page.goto(`${product.stack.baseUrl}/`);
    await page.getByRole('heading', { name: 'Home', exact: true }).waitFor();
    // The session is only in this browser's storage: the host's entry adds the preloads.
    const preloaded = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map(
        (link) => link.href,
      ),
    );
    const firstFiles = preloaded.filter(isFirstFile);
    expect(firstFiles.map((url) => url.split('/').pop()!.split('.')[0])).toEqual([
      'mf-manifest',
      'remoteEntry',
      '__federation_expose_App',
      'screen-home',
    ]);
    // One download each: the runtime's fetch and script elements took the preloaded answers.
    expect([...requested].sort()).toEqual([...firstFiles].sort());
    await page.close();
  });

  it("asks the API for each of the shell's data once on a signed-in load, before its HTTP client has loaded, and uses the answers without the contract", async () => {
    const page = await product.browser.newPage();
    await signInNewUserAndLeave(page);
    const SHELL_CALLS = /\/v1\/(ops\/metrics\/home|ops\/site\?limit=10&offset=0|auth\/account)$/;
    const requested: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (SHELL_CALLS.test(url)) requested.push(new URL(url).pathname);
      else if (/\/api-client\.\w+\.js$/.test(url)) requested.push('api-client chunk');
      else if (/\/contract\.\w+\.js$/.test(url)) requested.push('contract chunk');
    });
    await page.goto(`${product.stack.baseUrl}/`);
    await page.getByText('reset on').waitFor();
    // Anything asked twice would have gone by now (the answers are in: the usage is drawn).
    await page.waitForTimeout(500);
    // Sent at start-up (shared's early calls), so their answers come while the screen's files load;
    // Home's queries took them: one request each.
    expect(requested.slice(0, 3).sort()).toEqual([
      '/v1/auth/account',
      '/v1/ops/metrics/home',
      '/v1/ops/site',
    ]);
    // The HTTP client, when the screen needs it yet (a site's trend; the plan a while later),
    // came after them. The API named the contract it checked them with, this build's own
    // (webpack wrote the version the API read from the same sources): no schemas fetched.
    expect(requested.slice(3).filter((asked) => asked !== 'api-client chunk')).toEqual([]);
    await page.close();
  });

  it("styles the app from the page's own stylesheet of tokens: the app computes and inserts none", async () => {
    const page = await product.browser.newPage();
    /** The style elements that define the tokens, and what they paint. */
    const look = () =>
      page.evaluate(() => {
        const tokenSheets = Array.from(document.querySelectorAll('style')).filter((sheet) =>
          Array.from(sheet.sheet?.cssRules ?? []).some((rule) =>
            rule.cssText.includes('--chakra-colors-blue-500:'),
          ),
        );
        const root = getComputedStyle(document.documentElement);
        return {
          tokenSheets: tokenSheets.map((sheet) => sheet.id || 'another'),
          background: root.backgroundColor,
          blue: root.getPropertyValue('--chakra-colors-blue-500').trim(),
        };
      });
    // Signed in from the prerendered /login, in the same document: its screen's copy is gone.
    await signInNewUser(page);
    expect((await look()).tokenSheets).toEqual(['vigil-system-css']);
    await page.goto(`${product.stack.baseUrl}/`);
    await page.getByRole('heading', { name: 'Home', exact: true }).waitFor();
    const light = await look();
    // One sheet defines the tokens, the one the page came with; they resolve and paint the page.
    expect(light.tokenSheets).toEqual(['vigil-system-css']);
    expect(light.blue).toMatch(/^#[0-9a-f]{6}$/i);
    expect(light.background).toBe('rgb(255, 255, 255)');
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
    const dark = await look();
    expect(dark.tokenSheets).toEqual(['vigil-system-css']);
    expect(dark.background).not.toBe(light.background);
    await page.close();
  });

  it('updates the host top bar when remote-auth signs in, without a reload', async () => {
    const user = await createUser(product.stack.apiUrl);
    const { page } = await recordingPage(product.browser);
    await page.goto(`${product.stack.baseUrl}/logs`);
    await page.waitForURL(/\/login$/);
    await page.evaluate(() => Object.assign(window, { __samePage: true }));
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // Back to where the user was going, inside the shell, in the same document (one store).
    await page.waitForURL(/\/logs$/);
    await page.getByTestId('account-email').filter({ hasText: user.email }).waitFor();
    expect(
      await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage),
    ).toBe(true);
    await page.close();
  });
});
