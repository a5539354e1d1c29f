/**
 * `pnpm bench:startup`: what the main thread does while Vigil's own pages start, measured rather
 * than simulated. Lighthouse's TBT (`pnpm bench:web`) re-simulates one trace at 4× and moves by
 * hundreds of milliseconds between runs of one build; here each load runs under DevTools' real
 * 4× CPU slowdown (the phone Lighthouse simulates) in Debian Chromium, served as in production
 * (e2e/src/stack.ts), with an empty HTTP cache. For /login (signed out) and Home (a signed-in user
 * with one site who has seen it before) it prints the blocking time (each long task after the
 * first contentful paint, less 50 ms, summed: what TBT counts), the long tasks of the median load,
 * and where the script time went by package (a CPU profile read through the source maps); for
 * Home also when its first API call was sent and when its content showed, seen before and on the
 * first load after sign-in (a session stored, nothing else: Home waits for its calls).
 * A report, not a gate. `--runs <n>` sets the loads per page (5); `--detail <package>` splits one
 * package's time by source line (e.g. `--detail @chakra-ui/react`, `--detail 'monitoring: '`).
 */
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { median, print, userWithOneSite } from './bench-fixtures';
import { signInThroughForm } from './browser';
import {
  busyStretchesOf,
  labelledSamples,
  timeByPackage,
  type BusyStretch,
  type CpuProfile,
} from './cpu-profile';
import { startStack } from './stack';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The slowdown Lighthouse's mobile preset simulates. */
const CPU_SLOWDOWN = 4;
/** Long tasks that come after the page looks ready still count (TBT's window runs on). */
const SETTLE_MS = 3000;
const RUNS = (() => {
  const at = process.argv.indexOf('--runs');
  return at > 0 ? Math.max(1, Number(process.argv[at + 1]) || 5) : 5;
})();

/** `--detail <package>`: that package's time by source line instead of as one figure. */
const DETAIL = (() => {
  const at = process.argv.indexOf('--detail');
  return at > 0 ? process.argv[at + 1] : undefined;
})();

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
interface LongTask {
  start: number;
  duration: number;
}
interface Load {
  blockingMs: number;
  /** When the page sent its first API request (ms from navigation), if it sent one. */
  firstCallMs: number | null;
  /** When the page's ready check passed (ms from navigation). */
  readyMs: number;
  longTasks: LongTask[];
  /** Script time by package (ms), this load. */
  byPackage: Map<string, number>;
  /** The profile's busy stretches of 50 ms or more, with their time by package. */
  busyStretches: BusyStretch[];
}
/** Each long task as the page sees it, from its first moment (an init script). */
function recordLongTasks() {
  const tasks: { start: number; duration: number }[] = [];
  Object.assign(window, { __longTasks: tasks });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      tasks.push({ start: entry.startTime, duration: entry.duration });
    }
  }).observe({ type: 'longtask', buffered: true });
}

async function loadOnce(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<unknown>,
  storageState?: StorageState,
): Promise<Load> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    storageState,
  });
  try {
    await context.addInitScript(recordLongTasks);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    // One sample a millisecond: enough to tell packages apart, light on the page it measures.
    await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await ready(page);
    const readyMs = await page.evaluate(() => performance.now());
    await page.waitForTimeout(SETTLE_MS);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    const { fcp, longTasks, firstCallMs } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
      longTasks: (window as unknown as { __longTasks: LongTask[] }).__longTasks,
      firstCallMs:
        performance
          .getEntriesByType('resource')
          .find((entry) => new URL(entry.name).pathname.startsWith('/v1/'))?.startTime ?? null,
    }));
    const counted = longTasks.filter((task) => task.start >= fcp);
    const samples = await labelledSamples(profile, DETAIL);
    return {
      blockingMs: counted.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      firstCallMs,
      readyMs,
      longTasks,
      byPackage: timeByPackage(samples),
      busyStretches: busyStretchesOf(samples),
    };
  } finally {
    await context.close();
  }
}

/** The stored session and slices of a visitor who has seen Home (as bench:web's seen-before). */
async function seenHomeBefore(browser: Browser, baseUrl: string, apiUrl: string) {
  const user = await userWithOneSite(apiUrl);
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughForm(page, baseUrl, user);
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  await page.goto(`${baseUrl}/`);
  await page.getByText('reset on').waitFor();
  await page.waitForFunction(() => {
    const stored = JSON.parse(localStorage.getItem('root') ?? '{}') as Record<string, unknown>;
    return ['team', 'metrics', 'siteData', 'billing'].every((slice) => stored[slice]);
  });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** The same visitor right after signing in: the session stored, none of Home's answers yet. */
function sessionOnly(state: StorageState): StorageState {
  const keepSession = (value: string) => {
    const stored = JSON.parse(value) as { version?: unknown; auth?: unknown };
    return JSON.stringify({ version: stored.version, auth: stored.auth });
  };
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.map((item) =>
        item.name === 'root' ? { ...item, value: keepSession(item.value) } : item,
      ),
    })),
  };
}

function report(name: string, loads: Load[]) {
  const blocking = loads.map((load) => Math.round(load.blockingMs));
  const middle = loads[blocking.indexOf(median(blocking))]!;
  print(`\n${name} (${loads.length} loads, DevTools ${CPU_SLOWDOWN}× CPU, empty cache)`);
  print(`  blocking time ${median(blocking)} ms (median)   loads ${blocking.join(' / ')} ms`);
  const ready = loads.map((load) => Math.round(load.readyMs));
  print(`  ready at ${median(ready)} ms (median)   loads ${ready.join(' / ')} ms`);
  const calls = loads.flatMap((load) => (load.firstCallMs === null ? [] : [load.firstCallMs]));
  if (calls.length) {
    const sent = calls.map(Math.round);
    print(`  first API call sent at ${median(sent)} ms (median)   loads ${sent.join(' / ')} ms`);
  }
  const tasks = middle.longTasks.map(
    (t) => `${Math.round(t.duration)} ms at ${Math.round(t.start)}`,
  );
  print(`  long tasks of the median load: ${tasks.join(', ') || 'none'}`);
  print('  its busy stretches in the CPU profile (ms from the request), by what ran most:');
  for (const stretch of middle.busyStretches) {
    const top = [...stretch.byPackage]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([label, ms]) => `${label} ${Math.round(ms)}`);
    print(
      `    ${String(Math.round(stretch.duration)).padStart(5)} ms at ${Math.round(stretch.start)}: ${top.join(', ')}`,
    );
  }
  const total = new Map<string, number>();
  for (const load of loads) {
    for (const [label, ms] of load.byPackage) total.set(label, (total.get(label) ?? 0) + ms);
  }
  print('  main-thread time by package (mean per load):');
  for (const [label, ms] of [...total].sort((a, b) => b[1] - a[1]).slice(0, DETAIL ? 40 : 14)) {
    print(`    ${String(Math.round(ms / loads.length)).padStart(5)} ms  ${label}`);
  }
}

async function main() {
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    const seenBefore = await seenHomeBefore(browser, stack.baseUrl, stack.apiUrl);
    const pages: [string, string, (page: Page) => Promise<unknown>, StorageState?][] = [
      [
        '/login (signed out)',
        `${stack.baseUrl}/login`,
        // The app has taken over from the prerendered form.
        (page) => page.locator('#vigil-prerender').waitFor({ state: 'detached' }),
      ],
      [
        'Home (signed in, one site, seen before)',
        `${stack.baseUrl}/`,
        (page) => page.getByText('reset on').waitFor(),
        seenBefore,
      ],
      [
        'Home (signed in, one site, first load after sign-in)',
        `${stack.baseUrl}/`,
        (page) => page.getByText('reset on').waitFor(),
        sessionOnly(seenBefore),
      ],
    ];
    for (const [name, url, ready, state] of pages) {
      const loads: Load[] = [];
      for (let run = 0; run < RUNS; run += 1)
        loads.push(await loadOnce(browser, url, ready, state));
      report(name, loads);
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
