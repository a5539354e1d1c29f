// Runs Lighthouse audits against an already running Chromium (its remote-debugging port): one
// request a line on stdin ({url, port}), one answer a line on stdout ({result} with the scores
// and failing audits, or {error}). Lighthouse 12 is ESM-only, so it runs here, in a child
// process, rather than inside the CommonJS API (and Jest); the heavy report also never enters
// the worker. The process stays up between runs: importing Lighthouse cost ~1.4 CPU-s a run.
//
// The audits run in a worker thread: Lighthouse holds its thread for seconds at a time (trace
// processing, more under load), and a parent's end must be seen at once by a thread that is free.
import { createInterface } from 'node:readline';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function audit(lighthouse, url, port) {
  const result = await lighthouse(url, {
    port: Number(port),
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // Pictures for Lighthouse's own report, which is never shown (only scores and failing audits
    // are kept): the full-page screenshot alone encoded tens of thousands of pixels on long pages.
    // The trace's frames stay, as the Speed Index is computed from them.
    disableFullPageScreenshot: true,
    skipAudits: ['screenshot-thumbnails', 'final-screenshot'],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits } = result.lhr;
  const score = (id) => {
    const value = categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : null;
  };
  // Only audits that lost points, with what a reader needs; the full report is megabytes.
  const failing = Object.values(audits)
    .filter((audit) => typeof audit.score === 'number' && audit.score < 0.9)
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      display_value: audit.displayValue ?? null,
    }));
  return {
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
    },
    audits: failing,
    runtime_error: result.lhr.runtimeError?.message ?? null,
  };
}

if (isMainThread) {
  // The API that started this process is gone (stdin closed: it exited, or was killed): so is
  // this process, at once, not after the run in progress (nothing may outlive its parent).
  process.stdin.once('end', () => process.exit(0));
  const auditor = new Worker(new URL(import.meta.url));
  auditor.on('message', (answer) => process.stdout.write(`${JSON.stringify(answer)}\n`));
  auditor.on('error', (error) => {
    process.stderr.write(`lighthouse worker failed: ${error.message}\n`);
    process.exit(1);
  });
  // One request at a time: the API sends the next line after this one's answer.
  for await (const line of createInterface({ input: process.stdin })) auditor.postMessage(line);
} else {
  const { default: lighthouse } = await import('lighthouse');
  parentPort.on('message', async (line) => {
    const { url, port } = JSON.parse(line);
    try {
      parentPort.postMessage({ result: await audit(lighthouse, url, port) });
    } catch (error) {
      const message = String(error instanceof Error ? error.message : error);
      parentPort.postMessage({ error: message.slice(0, 2000) });
    }
  });
}
