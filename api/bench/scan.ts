/**
 * Scan cost per page: the two halves of a scan.page job (src/scans/engine.ts) on the crawl
 * fixture site's HTML pages (src/crawl/fixture-site.ts, loopback): capture (PageCapturer:
 * playwright-core driving /usr/bin/chromium: load, screenshot, HTML, axe) and Lighthouse
 * (LighthouseRunner: its own Chromium, one run at a time, as a worker runs it). Pages are scanned
 * one after the other, as one job sees them; one warm-up page first (browser launches are a
 * once-per-worker cost, printed apart). Database and artifact writes are left out.
 *
 *   pnpm bench:scan   (BENCH_SCAN_PAGES=8: how many scans, cycling through the 4 pages)
 */
import { availableParallelism, loadavg } from 'node:os';
import { CHROMIUM_PATH } from '../src/browser/flags';
import { startFixtureSite } from '../src/crawl/fixture-site';
import { createSsrfGuard } from '../src/net/guard';
import { PageCapturer } from '../src/scans/capture';
import { LighthouseRunner } from '../src/scans/lighthouse';

/**
 * The fixture site's pages that paint something. Its other HTML pages (/blog/post-1, /team, …)
 * have an empty body: Lighthouse cannot measure those (NO_FCP; a scan records it as failed).
 */
const FIXTURE_PAGES = ['/', '/about', '/blog', '/docs'];
const COUNT = Number(process.env.BENCH_SCAN_PAGES ?? 2 * FIXTURE_PAGES.length);

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = process.hrtime.bigint();
  const value = await work();
  return [value, Number(process.hrtime.bigint() - started) / 1e9];
}

const quantile = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(q * values.length) - 1)]!;

async function main() {
  const site = await startFixtureSite();
  // VIGIL_ALLOW_PRIVATE_TARGETS=127.0.0.1, as the scan tests run: the guard stays in the path
  // (the capture's request routing, Lighthouse's guarded proxy), built as engine.ts builds them.
  const guard = createSsrfGuard('127.0.0.1');
  const capturer = new PageCapturer(CHROMIUM_PATH, guard);
  const lighthouse = new LighthouseRunner(CHROMIUM_PATH, guard);
  try {
    const urls = Array.from(
      { length: COUNT },
      (_, i) => site.origin + FIXTURE_PAGES[i % FIXTURE_PAGES.length]!,
    );
    const [, captureStart] = await timed(() => capturer.capture(urls[0]!));
    const [, lighthouseStart] = await timed(() => lighthouse.run(urls[0]!));
    console.log(
      `warm-up (browser start + first page): capture ${captureStart.toFixed(2)} s, ` +
        `Lighthouse ${lighthouseStart.toFixed(2)} s`,
    );
    const captures: number[] = [];
    const lighthouses: number[] = [];
    for (const url of urls) {
      const [capture, captureSeconds] = await timed(() => capturer.capture(url));
      const [result, lighthouseSeconds] = await timed(() => lighthouse.run(url));
      // A failed page would make the figure meaningless: it is an error, not a slow scan.
      if (capture.status !== 200) throw new Error(`${url}: capture answered ${capture.status}`);
      if (result.status !== 'done') throw new Error(`${url}: Lighthouse ${result.error}`);
      captures.push(captureSeconds);
      lighthouses.push(lighthouseSeconds);
      console.log(
        `  ${url.slice(site.origin.length)}: capture ${captureSeconds.toFixed(2)} s, ` +
          `Lighthouse ${lighthouseSeconds.toFixed(2)} s`,
      );
    }
    const row = (step: string, seconds: number[]) => ({
      step,
      pages: seconds.length,
      'median s/page': Number(quantile(seconds, 0.5).toFixed(2)),
      'p90 s/page': Number(quantile(seconds, 0.9).toFixed(2)),
      'total s': Number(seconds.reduce((a, b) => a + b, 0).toFixed(1)),
    });
    const both = captures.map((seconds, i) => seconds + lighthouses[i]!);
    console.table([row('capture', captures), row('Lighthouse', lighthouses), row('both', both)]);
    console.log(
      `${new Date().toISOString()}; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)} (shared machine: noisy)`,
    );
  } finally {
    await Promise.all([capturer.close(), lighthouse.close(), site.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
