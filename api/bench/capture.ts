/**
 * Capture cost and screenshot weight per page: PageCapturer (src/scans/capture.ts) on the first
 * BENCH_CAPTURE_PAGES (20) pages of the generated bench site, every 5th article a heavy page
 * (long, with pictures), one page after the other as one scan job sees them, after a warm-up page
 * (the browser launch). No Lighthouse, no database. Then the cheap check a re-scan makes instead
 * of a capture when the page did not change (src/scans/unchanged.ts: the HTML fetched and hashed,
 * each same-origin sub-resource the capture recorded compared), on the same pages.
 *
 *   pnpm --filter @vigil/api exec tsx bench/capture.ts
 */
import { availableParallelism, loadavg } from 'node:os';
import { CHROMIUM_PATH } from '../src/browser/flags';
import { createSsrfGuard } from '../src/net/guard';
import { PageCapturer, type Capture } from '../src/scans/capture';
import { changedResource, documentPrint } from '../src/scans/fingerprint';
import { pagePath, startGeneratedSite } from './generated-site';

const COUNT = Number(process.env.BENCH_CAPTURE_PAGES ?? 20);

async function main() {
  const site = await startGeneratedSite(COUNT, 0, 5);
  const guard = createSsrfGuard('127.0.0.1');
  const capturer = new PageCapturer(CHROMIUM_PATH, guard);
  try {
    await capturer.capture(site.origin);
    const seconds: number[] = [];
    let bytes = 0;
    let thumbnails = 0;
    let largest = 0;
    const captures: Capture[] = [];
    for (let i = 0; i < COUNT; i += 1) {
      const started = process.hrtime.bigint();
      const capture = await capturer.capture(site.origin + pagePath(i));
      seconds.push(Number(process.hrtime.bigint() - started) / 1e9);
      captures.push(capture);
      bytes += capture.screenshot.length;
      largest = Math.max(largest, capture.screenshot.length);
      const thumbnail = (capture as { thumbnail?: Buffer }).thumbnail;
      thumbnails += thumbnail?.length ?? 0;
    }
    const sorted = [...seconds].sort((a, b) => a - b);
    const mb = (n: number) => (n / 1e6).toFixed(2);
    console.log(
      `${COUNT} pages: capture median ${sorted[Math.floor(COUNT / 2)]!.toFixed(2)} s, ` +
        `total ${seconds.reduce((a, b) => a + b, 0).toFixed(1)} s; screenshots ${mb(bytes)} MB ` +
        `(largest ${mb(largest)} MB), thumbnails ${mb(thumbnails)} MB`,
    );
    const checks: number[] = [];
    for (const [i, capture] of captures.entries()) {
      const started = process.hrtime.bigint();
      await documentPrint(guard, site.origin + pagePath(i));
      const changed = await changedResource(guard, capture.resources.resources);
      checks.push(Number(process.hrtime.bigint() - started) / 1e6);
      if (changed) throw new Error(`${changed} changed on an unchanged site`);
    }
    const resources = captures.reduce((sum, c) => sum + c.resources.resources.length, 0);
    console.log(
      `unchanged check instead of a capture: median ${[...checks].sort((a, b) => a - b)[Math.floor(COUNT / 2)]!.toFixed(1)} ms ` +
        `(the HTML and ${(resources / COUNT).toFixed(1)} same-origin resources a page)`,
    );
    console.log(
      `${new Date().toISOString()}; ${availableParallelism()} cores, load average ${loadavg()[0]!.toFixed(1)}`,
    );
  } finally {
    await Promise.all([capturer.close(), site.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
