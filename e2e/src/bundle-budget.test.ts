import { gzipSync } from 'node:zlib';
import { COMPILE_HINT } from '@vigil/tooling/webpack/compile-hints';
import {
  HOST_CEILING,
  hostInitialJs,
  hostStartupChunks,
  kb,
  missingBuilds,
  REMOTE_ENTRY_BUDGET,
  remoteEntries,
  total,
} from '@vigil/tooling/webpack/bundle-sizes';
import type { Page } from 'playwright-core';
import { useStack } from './use-stack';

/*
 * Issue 18's size budgets, on the production builds this run made (global-setup.ts builds all
 * five before any journey; E2E_SKIP_BUILD=1 measures the dist/ folders as they are). The same
 * measure as `pnpm bench:bundle` (tooling/webpack/bundle-sizes.ts); sizes, never times.
 */
const product = useStack();

/** /login drawn by the app itself: the prerendered form (issue 18) comes before any script. */
async function appShowsLogin(page: Page) {
  await page.goto(`${product.stack.baseUrl}/login`);
  await page.locator('#vigil-prerender').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
}

describe('bundle budgets', () => {
  it('measures builds that exist (a missing dist fails, it is never skipped)', () => {
    expect(missingBuilds()).toEqual([]);
  });

  it(`keeps the host's JS before the first screen under ${kb(HOST_CEILING)} gzip`, () => {
    const size = total(hostInitialJs());
    expect(size).toBeLessThanOrEqual(HOST_CEILING);
  });

  it('brings the libraries every first screen shares in two files of about equal weight, not one file each', () => {
    // Over HTTP/1.1 each file costs a round trip on one of six connections, and the largest file
    // ends last: react-dom alone, the rest together (create-config.ts).
    const files = hostInitialJs();
    const holding = (share: string) =>
      files.filter((f) => f.label.split(', ').some((name) => name.replace(/\*$/, '') === share));
    const fileOf = (shares: string[]) =>
      new Set(shares.flatMap((share) => holding(share).map((f) => f.file)));
    expect(fileOf(['react', 'jotai', '@tanstack/react-query', '@emotion/react']).size).toBe(1);
    expect(fileOf(['react-dom/client']).size).toBe(1);
    expect(fileOf(['react-dom/client'])).not.toEqual(fileOf(['react']));
    expect(files.length).toBeLessThanOrEqual(6);
    expect(Math.max(...files.map((f) => f.bytes))).toBeLessThanOrEqual(70 * 1024);
  });

  it(`keeps each remoteEntry.js under ${kb(REMOTE_ENTRY_BUDGET)} gzip`, () => {
    const over = remoteEntries().filter((entry) => entry.bytes > REMOTE_ENTRY_BUDGET);
    expect(over.map((entry) => `${entry.file}: ${kb(entry.bytes)}`)).toEqual([]);
  });

  it('counts every host script /login downloads before its form shows', async () => {
    const page = await product.browser.newPage();
    const bodies: Promise<{ path: string; bytes: number }>[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.endsWith('.js') || path.startsWith('/remotes/')) return;
      bodies.push(
        response.body().then((body) => ({ path, bytes: gzipSync(body, { level: 9 }).length })),
      );
    });
    await appShowsLogin(page);
    const downloaded = await Promise.all(bodies);
    await page.close();

    const measured = new Set(
      hostInitialJs().flatMap((f) => [f.file, ...(f.sameAs ?? [])].map((file) => `/${file}`)),
    );
    expect(downloaded.length).toBeGreaterThan(3);
    expect(downloaded.map((f) => f.path).filter((path) => !measured.has(path))).toEqual([]);
    expect(downloaded.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(
      total(hostInitialJs()),
    );
    // Each file comes once: the runtime's script tag takes the preloaded file.
    const paths = downloaded.map((f) => f.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("serves every script /login loads with V8's compile hint on its first line", async () => {
    // Each is compiled as it streams in, off the main thread (tooling/webpack/compile-hints.ts).
    const page = await product.browser.newPage();
    const firstLines: Promise<[string, string]>[] = [];
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.endsWith('.js')) return;
      firstLines.push(response.text().then((text) => [path, text.split('\n')[0]!]));
    });
    await appShowsLogin(page);
    const lines = await Promise.all(firstLines);
    await page.close();

    // The host's scripts and the auth remote's (its entry and its App chunk at least).
    expect(lines.filter(([path]) => path.startsWith('/remotes/auth/')).length).toBeGreaterThan(1);
    expect(lines.filter(([, first]) => first !== COMPILE_HINT).map(([path]) => path)).toEqual([]);
  });

  it('preloads exactly the chunks the host asks for before /login shows: none more, none fewer', async () => {
    // What the runtime itself asks for, seen on a page whose preloads are taken out (a preload
    // downloads its file whether the page uses it or not).
    const page = await product.browser.newPage();
    let preloaded: string[] = [];
    await page.route(`${product.stack.baseUrl}/login`, async (route) => {
      const answer = await route.fetch();
      const html = await answer.text();
      const links = /<link rel="preload" as="script"[^>]* href="([^"]+)">/g;
      preloaded = [...html.matchAll(links)].map(([, href]) => href!);
      await route.fulfill({ response: answer, body: html.replace(links, '') });
    });
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js') && !path.startsWith('/remotes/')) asked.push(path);
    });
    await appShowsLogin(page);
    await page.close();

    expect(preloaded.length).toBeGreaterThan(3);
    expect([...preloaded].sort()).toEqual(asked.filter((path) => !/^\/main\./.test(path)).sort());
    expect([...preloaded].sort()).toEqual(
      hostStartupChunks()
        .map((file) => `/${file}`)
        .sort(),
    );
  });
});
