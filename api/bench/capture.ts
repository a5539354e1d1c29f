/**
 * Capture cost and screenshot weight per page: PageCapturer (src/scans/capture.ts) on the first
 * BENCH_CAPTURE_PAGES (20) pages of the generated bench site, every 5th article a heavy page
 * (long, with pictures), one page after the other as one scan job sees them, after a warm-up page
 * (the browser launch). No Lighthouse, no database.
 *
 *   pnpm --filter @vigil/api exec tsx bench/capture.ts
 */
import { availableParallelism, loadavg } from 'node:os';
import { CHROMIUM_PATH } from '../src/browser/flags';
import { createSsrfGuard } from '../src/net/guard';
import { PageCapturer } from '../src/scans/capture';
import { pagePath, startGeneratedSite } from './generated-site';

const COUNT = Number(process.env.BENCH_CAPTURE_PAGES ?? 20);

async function main() {
  const site = await startGeneratedSite(COUNT, 0, 5);
  const capturer = new PageCapturer(CHROMIUM_PATH, createSsrfGuard('127.0.0.1'));
  try {
    await capturer.capture(site.origin);
    const seconds: number[] = [];
    let bytes = 0;
    let thumbnails = 0;
    let largest = 0;
    for (let i = 0; i < COUNT; i += 1) {
      const started = process.hrtime.bigint();
      const capture = await capturer.capture(site.origin + pagePath(i));
      seconds.push(Number(process.hrtime.bigint() - started) / 1e9);
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
