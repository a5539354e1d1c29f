import { endpoints } from '@vigil/contract';
import { chromium, type Browser as Chromium, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../browser/flags';
import { testEnv } from '../env';
import { startTestApp, type TestApp } from '../../test/harness';
import { tagOf } from './operation';

/**
 * The API reference at /v1/docs: Swagger UI from node_modules under the page's own CSP, in
 * Debian's Chromium against the real API, offline (every request outside the API is refused).
 */
let t: TestApp;
let origin: string;
let chromiumBrowser: Chromium;

beforeAll(async () => {
  t = await startTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  chromiumBrowser = await chromium.launch({
    executablePath: testEnv().CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
  });
});
afterAll(async () => {
  await chromiumBrowser?.close();
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('the files', () => {
  it('serves the page with a CSP that allows scripts from the API only, and every file it links', async () => {
    const page = await get('/v1/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    const linked = [...page.body.matchAll(/(?:href|src)="([^"]+)"/g)].map((match) => match[1]!);
    expect(linked).toEqual([
      'docs/swagger-ui.css',
      'docs/reference.css',
      'docs/swagger-ui-bundle.js',
      'docs/reference.js',
    ]);
    for (const file of linked) {
      const answer = await get(`/v1/${file}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/(css|javascript)/);
      // Revalidated with its ETag, so an upgrade's new bundle is never stale.
      const again = await get(`/v1/${file}`, { 'if-none-match': String(answer.headers.etag) });
      expect(again.statusCode).toBe(304);
    }
  });

  it('links the same files from /v1/docs/ (a trailing slash)', async () => {
    const page = await get('/v1/docs/');
    expect(page.body).toContain('href="swagger-ui.css"');
  });

  it('serves nothing else from there: not node_modules, not an object key', async () => {
    for (const file of ['index.html', 'package.json', 'constructor', '__proto__', '..%2Fdocs']) {
      const answer = await get(`/v1/docs/${file}`);
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ reason: 'Not found.' });
    }
  });
});

/** Opens the page with every request off the API's origin refused and every console error kept. */
async function openReference(colorMode?: 'dark') {
  const context = await chromiumBrowser.newContext();
  await context.route('**/*', (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort(),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('requestfailed', (request) => problems.push(`failed: ${request.url()}`));
  if (colorMode) {
    await page.goto(`${origin}/v1/docs/reference.css`);
    await page.evaluate(`localStorage.setItem('theme', '${colorMode}')`);
  }
  await page.goto(`${origin}/v1/docs`);
  return { page, problems, close: () => context.close() };
}

const tags = [...new Set(Object.values(endpoints).map((endpoint) => tagOf(endpoint.path)))];

it('renders every group of the document in Chromium, with no CSP violation or error', async () => {
  const { page, problems, close } = await openReference();
  try {
    await page.locator('.opblock-tag').first().waitFor({ timeout: 60_000 });
    await expectCount(page, '.opblock-tag', tags.length);
    await expectText(page, '.info .title', /^Vigil API/);
    expect(await page.evaluate('document.documentElement.className')).not.toContain('dark-mode');
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}, 90_000);

it('"Try it out" on GET /v1/openapi.json reaches the API (the server URL: the origin it was opened on) and shows 200', async () => {
  const { page, problems, close } = await openReference();
  try {
    await page.locator('#operations-tag-openapi').click({ timeout: 60_000 });
    await page.locator('#operations-openapi-getOpenApi .opblock-summary-control').click();
    await page.getByRole('button', { name: 'Try it out' }).click();
    await page.getByRole('button', { name: 'Execute' }).click();
    await expectText(page, '.live-responses-table tbody .response-col_status', /^200$/);
    await expectText(page, '.request-url pre', /\/v1\/openapi\.json$/);
    expect(await page.locator('.request-url pre').innerText()).toBe(`${origin}/v1/openapi.json`);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}, 90_000);

it("follows the product's stored dark mode", async () => {
  const { page, close } = await openReference('dark');
  try {
    await page.locator('.opblock-tag').first().waitFor({ timeout: 60_000 });
    expect(await page.evaluate('document.documentElement.className')).toContain('dark-mode');
  } finally {
    await close();
  }
}, 90_000);

async function expectCount(page: Page, selector: string, count: number) {
  expect(await page.locator(selector).count()).toBe(count);
}
async function expectText(page: Page, selector: string, text: RegExp) {
  await page.locator(selector).first().waitFor({ timeout: 30_000 });
  expect((await page.locator(selector).first().innerText()).trim()).toMatch(text);
}
