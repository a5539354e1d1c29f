/**
 * `pnpm bench:web` (here because it drives the e2e stack and Chromium): Lighthouse (mobile, default throttling, Debian Chromium) on Vigil's own pages,
 * served as in production: the production builds behind the Node gateway with the API on PGlite
 * (e2e/src/stack.ts). Three runs of /login and of Home (a signed-in user with one site: having seen
 * it before, and straight after signing in), medians
 * printed beside `pnpm bench:bundle`'s figures. A report, not a gate (issue 18's goals shown).
 *
 * Reuses the dist folders when all five exist; `--build` (or a missing one) builds them first.
 * `--baseline` serves index.html without its inline config (the start-up before issue 18).
 * `--only <text>` runs only the pages whose name contains the text (`--only "after sign-in"`).
 * `--url <base>` measures a product already running instead (`npm start`'s http://localhost:8080,
 * a staging host): /login, and Home too when a user can be signed up there (`--api <url>` when the
 * API is not behind the same address). Each page's figures end with Lighthouse's benchmarkIndex of
 * the machine, since simulated throttling makes a slower machine score lower on the same page.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '@vigil/tooling/remotes/web-root';
import { buildAllApps } from '@vigil/tooling/webpack/build-all';
import { chromium } from 'playwright-core';
import { median, print, userWithOneSite } from './bench-fixtures';
import { lcpSimulation } from './lantern-timings';
import { signInThroughForm } from './browser';
import { repoRoot, startStack } from './stack';
import {
  launchChromiumForLighthouse,
  lighthouseEntry,
  loadLighthouse,
  type Lighthouse,
  type LighthouseResult,
} from './bench-web-lighthouse';

const RUNS = 3;
interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  unusedJsBytes: number;
  totalBytes: number;
  benchmarkIndex: number;
}

function figuresOf(lhr: LighthouseResult): Figures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id];
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: audit('largest-contentful-paint')?.numericValue ?? NaN,
    tbtMs: audit('total-blocking-time')?.numericValue ?? NaN,
    fcpMs: audit('first-contentful-paint')?.numericValue ?? NaN,
    unusedJsBytes: audit('unused-javascript')?.details?.overallSavingsBytes ?? 0,
    totalBytes: audit('total-byte-weight')?.numericValue ?? NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? NaN,
  };
}

/**
 * How a signed-in run starts: right after the sign-in form (only the session stored), or as a
 * visitor who has seen Home before (the session and the persisted slices of product.md §3
 * stored, as on every later visit: the app writes them as Home loads).
 */
type Visit = 'after-sign-in' | 'seen-before';

/**
 * One Lighthouse run in a fresh Chromium. For a signed-in page the session is stored through the
 * sign-in form first; storage is then kept (Lighthouse would clear the session) but the HTTP cache
 * is emptied, so every run downloads everything like a first visit.
 */
async function runOnce(
  lighthouse: Lighthouse,
  url: string,
  signIn?: { baseUrl: string; user: { email: string; password: string }; visit: Visit },
): Promise<Figures> {
  const browser = await launchChromiumForLighthouse();
  try {
    const { port } = browser;
    if (signIn) {
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
      const page = await cdp.contexts()[0]!.newPage();
      await signInThroughForm(page, signIn.baseUrl, signIn.user);
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      if (signIn.visit === 'seen-before') {
        await page.goto(`${signIn.baseUrl}/`);
        await page.getByText('reset on').waitFor();
        // The slices are stored as their answers arrive (the last one a moment after the text).
        await page.waitForFunction(() => {
          const stored = JSON.parse(localStorage.getItem('root') ?? '{}') as Record<
            string,
            unknown
          >;
          return ['team', 'metrics', 'siteData', 'billing'].every((slice) => stored[slice]);
        });
      }
      await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
      await page.close();
      await cdp.close();
    }
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: Boolean(signIn),
    });
    if (!result) throw new Error('Lighthouse returned no result');
    await saveReport(url, result.lhr, result.artifacts?.Trace);
    return figuresOf(result.lhr);
  } finally {
    await browser.close();
  }
}

/**
 * --save <dir>: keep every run's whole Lighthouse report (bootup time per script, main-thread
 * breakdown, request chains), to see where the time goes, not only how much there is.
 */
const saveDir = argumentAfter('--save');

function argumentAfter(flag: string): string | undefined {
  const at = process.argv.indexOf(flag);
  return at > 0 ? process.argv[at + 1] : undefined;
}
let saved = 0;
async function saveReport(url: string, lhr: LighthouseResult, trace: unknown) {
  if (!saveDir) return;
  mkdirSync(saveDir, { recursive: true });
  saved += 1;
  const name = `${String(saved).padStart(2, '0')}-${new URL(url).pathname.replace(/\W+/g, '_')}`;
  writeFileSync(join(saveDir, `${name}.json`), JSON.stringify(lhr));
  // The page's trace (chrome://tracing, DevTools' Performance panel): which task is which.
  if (trace) writeFileSync(join(saveDir, `${name}.trace.json`), JSON.stringify(trace));
  // What the simulated LCP waited for: each request and task of its graph, when it ended.
  const simulation = await lcpSimulation(lighthouseEntry);
  writeFileSync(join(saveDir, `${name}.lcp-graph.json`), JSON.stringify(simulation, null, 1));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

function report(page: string, runs: Figures[]) {
  const column = (key: keyof Figures) => runs.map((r) => r[key]);
  const line = (label: string, key: keyof Figures, format: (n: number) => string, goal: string) =>
    `  ${label.padEnd(22)} ${format(median(column(key))).padStart(9)}   runs ${column(key)
      .map(format)
      .join(' / ')
      .padEnd(28)} ${goal}`;
  print(`\n${page} (median of ${runs.length})`);
  print(line('performance', 'performance', String, 'goal ≥ 90'));
  print(line('accessibility', 'accessibility', String, 'goal 100'));
  print(line('LCP', 'lcpMs', seconds, 'goal ≤ 2.5 s'));
  print(line('TBT', 'tbtMs', (n) => `${Math.round(n)} ms`, 'goal ≤ 200 ms'));
  print(line('FCP', 'fcpMs', seconds, ''));
  print(line('unused JavaScript', 'unusedJsBytes', kib, 'goal < 50 KiB'));
  print(line('bytes transferred', 'totalBytes', kib, ''));
  // Simulated throttling scales with the machine: the same page scores lower on a slower one.
  print(line('benchmarkIndex', 'benchmarkIndex', (n) => String(Math.round(n)), 'this machine'));
}

/** Where the pages are served: the e2e stack started here, or `--url` (anything already running). */
async function target(): Promise<{ baseUrl: string; apiUrl: string; stop: () => Promise<void> }> {
  const url = argumentAfter('--url');
  if (url) {
    const baseUrl = url.replace(/\/+$/, '');
    // The gateway answers /v1 itself (npm start's and production's): the API is behind the same address.
    return { baseUrl, apiUrl: argumentAfter('--api') ?? baseUrl, stop: async () => {} };
  }
  const apps = ['host', ...REMOTE_NAMES.map((name) => `remote-${name}`)];
  const built = apps.every((app) => existsSync(join(repoRoot, app, 'dist', 'mf-manifest.json')));
  if (process.argv.includes('--build') || !built) buildAllApps();
  // --baseline: the page without its inline config, so the host fetches it as it did before.
  const baseline = process.argv.includes('--baseline');
  if (baseline)
    print('Baseline: index.html without the inline config (the host fetches /config/…)');
  return startStack({ inlineConfig: !baseline });
}

/** A signed-in user with one site, or null (then only /login is measured) when one cannot be made. */
async function benchUser(apiUrl: string) {
  try {
    return await userWithOneSite(apiUrl);
  } catch (error) {
    print(`No signed-in pages: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

async function main() {
  const lighthouse = await loadLighthouse();
  const stack = await target();
  print(`Measuring ${stack.baseUrl}`);
  try {
    const user = await benchUser(stack.apiUrl);
    const home = (visit: Visit) => ({ baseUrl: stack.baseUrl, user: user!, visit });
    type Measured = [string, string, ReturnType<typeof home> | undefined];
    const pages: Measured[] = [
      ['/login', `${stack.baseUrl}/login`, undefined],
      ...(user
        ? ([
            ['Home (signed in, one site, seen before)', `${stack.baseUrl}/`, home('seen-before')],
            [
              'Home (signed in, one site, first load after sign-in)',
              `${stack.baseUrl}/`,
              home('after-sign-in'),
            ],
          ] satisfies Measured[])
        : []),
    ];
    const only = argumentAfter('--only');
    for (const [name, url, signIn] of pages) {
      if (only !== undefined && !name.includes(only)) continue;
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await runOnce(lighthouse, url, signIn));
      report(name, runs);
    }
  } finally {
    await stack.stop();
  }
  print('\npnpm bench:bundle');
  const bundle = spawnSync(
    process.execPath,
    [require.resolve('tsx/cli'), join(repoRoot, 'tooling', 'scripts', 'bench-bundle.ts')],
    { stdio: 'inherit' },
  );
  process.exitCode = bundle.status ?? 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
