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
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_NAMES } from '@vigil/tooling/remotes/web-root';
import { buildAllApps } from '@vigil/tooling/webpack/build-all';
import { chromium } from 'playwright-core';
import { median, print, userWithOneSite } from './bench-fixtures';
import { lcpSimulation } from './lantern-timings';
import { signInThroughForm } from './browser';
import { repoRoot, startStack } from './stack';

const RUNS = 3;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface Figures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  unusedJsBytes: number;
  totalBytes: number;
}

type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseResult; artifacts?: { Trace?: unknown } } | undefined>;
interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { overallSavingsBytes?: number } } | undefined
  >;
  runtimeError?: { message: string };
}

/** A headless Chromium on a DevTools port of its own (0: the OS picks), with a throw-away profile. */
async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'vigil-bench-web-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`Chromium exited (${code}): ${seen.slice(-500)}`)),
    );
  });
  const close = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    // Chromium's helper processes may still write into the profile after the browser exits: a
    // leftover in the OS temp folder is better than a failed run.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch {
      // left for the OS to clean
    }
  };
  return { port, close };
}

/** Lighthouse 12 is ESM-only and a dependency of the API (its scans run it): load it from there. */
const lighthouseEntry = createRequire(join(repoRoot, 'api', 'package.json')).resolve('lighthouse');

async function loadLighthouse(): Promise<Lighthouse> {
  const module = (await import(pathToFileURL(lighthouseEntry).href)) as { default: Lighthouse };
  return module.default;
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
  const browser = await launchChromium();
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
}

async function main() {
  const apps = ['host', ...REMOTE_NAMES.map((name) => `remote-${name}`)];
  const built = apps.every((app) => existsSync(join(repoRoot, app, 'dist', 'mf-manifest.json')));
  if (process.argv.includes('--build') || !built) buildAllApps();

  const lighthouse = await loadLighthouse();
  // --baseline: the page without its inline config, so the host fetches it as it did before.
  const baseline = process.argv.includes('--baseline');
  if (baseline)
    print('Baseline: index.html without the inline config (the host fetches /config/…)');
  const stack = await startStack({ inlineConfig: !baseline });
  try {
    const user = await userWithOneSite(stack.apiUrl);
    const pages: [string, string, Visit | null][] = [
      ['/login', `${stack.baseUrl}/login`, null],
      ['Home (signed in, one site, seen before)', `${stack.baseUrl}/`, 'seen-before'],
      [
        'Home (signed in, one site, first load after sign-in)',
        `${stack.baseUrl}/`,
        'after-sign-in',
      ],
    ];
    const only = argumentAfter('--only');
    for (const [name, url, visit] of pages) {
      if (only !== undefined && !name.includes(only)) continue;
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        runs.push(
          await runOnce(
            lighthouse,
            url,
            visit ? { baseUrl: stack.baseUrl, user, visit } : undefined,
          ),
        );
      }
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
