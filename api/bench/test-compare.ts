/**
 * Cost of one test's comparison, capture excluded: the steps of test.compare on a 1280 × 8,000 px
 * screenshot pair (decode both, pixelmatch in bands, boxes, encode the diff PNG) and the HTML
 * diff of a 2,000-element page pair. The pair is generated: blocks of "text" on white, the post
 * page with a changed band and 400 px more content, stored as PNG (or as WebP at the scans'
 * quality with BENCH_TEST_FORMAT=webp). Peak memory is this process's maxRSS, also shown after
 * setup and after the first comparison (decoded screenshots are native buffers that V8 frees at
 * its next collection, so repeated comparisons add what the last ones left).
 *
 *   pnpm bench:test   (BENCH_TEST_RUNS=5, BENCH_TEST_FORMAT=png|webp)
 */
import { availableParallelism, loadavg } from 'node:os';
import sharp from 'sharp';
import { compareHtml } from '../src/page-tests/compare/html-diff';
import { decodeImage, encodePng, type Rgba } from '../src/page-tests/compare/image-codec';
import { compareImages } from '../src/page-tests/compare/visual';

const WIDTH = 1280;
const RUNS = Number(process.env.BENCH_TEST_RUNS ?? 5);
const FORMAT = process.env.BENCH_TEST_FORMAT === 'webp' ? 'webp' : 'png';

/** The stored screenshot: PNG, or WebP at the quality scans store (scans/screenshot.ts). */
const stored = (image: Rgba) =>
  FORMAT === 'png'
    ? encodePng(image)
    : sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } })
        .webp({ quality: 70 })
        .toBuffer();
const peakMb = () => (process.resourceUsage().maxRSS / 1024).toFixed(0);

/** A long page: grey "lines of text" every 24 px, with `changedFrom` rows shifted right. */
function page(height: number, changedFrom: number): Rgba {
  const data = Buffer.alloc(WIDTH * height * 4, 255);
  for (let y = 0; y < height; y += 1) {
    if (y % 24 >= 14) continue;
    const shift = y >= changedFrom && y < changedFrom + 600 ? 40 : 0;
    for (let x = 80 + shift; x < 1100 + shift; x += 1) {
      if ((x >> 4) % 7 === 0) continue; // gaps between "words"
      data.fill(60, (y * WIDTH + x) * 4, (y * WIDTH + x) * 4 + 3);
    }
  }
  return { width: WIDTH, height, data };
}

const html = (variant: string) =>
  `<!doctype html><html><body><main>${Array.from(
    { length: 1000 },
    (_, n) => `<p class="c${n % 9}">Paragraph ${n}${n === 500 ? variant : ''}</p><span>${n}</span>`,
  ).join('')}</main></body></html>`;

const seconds = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e9;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main() {
  const prePng = await stored(page(8000, 9999));
  const postPng = await stored(page(8400, 3000));
  const setupPeak = peakMb();
  let firstPeak = '';
  const [preHtml, postHtml] = [html(''), html(' changed')];
  const steps = {
    decode: [] as number[],
    diff: [] as number[],
    encode: [] as number[],
    html: [] as number[],
    total: [] as number[],
  };
  let changed = 0;
  for (let run = 0; run <= RUNS; run += 1) {
    const start = process.hrtime.bigint();
    let t = process.hrtime.bigint();
    // One after the other, as test.compare does: two WebP decodes at once peak ~90 MB higher.
    const pre = await decodeImage(prePng);
    const post = await decodeImage(postPng);
    const decode = seconds(t);
    t = process.hrtime.bigint();
    const diff = compareImages(pre, post, { drawIntoInputs: true });
    const diffTime = seconds(t);
    t = process.hrtime.bigint();
    await encodePng(diff.image);
    const encode = seconds(t);
    t = process.hrtime.bigint();
    compareHtml(preHtml, postHtml);
    const htmlTime = seconds(t);
    changed = diff.changed_pixels;
    if (run === 0) {
      firstPeak = peakMb();
      continue; // warm-up
    }
    steps.decode.push(decode);
    steps.diff.push(diffTime);
    steps.encode.push(encode);
    steps.html.push(htmlTime);
    steps.total.push(seconds(start));
  }
  console.log(
    `${FORMAT}, ${RUNS} runs, ${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(1)}, changed px ${changed}`,
  );
  for (const [step, values] of Object.entries(steps))
    console.log(`${step.padEnd(7)} median ${median(values).toFixed(3)} s`);
  console.log(
    `peak RSS ${peakMb()} MB (after setup ${setupPeak} MB, after one comparison ${firstPeak} MB)`,
  );
}

void main();
