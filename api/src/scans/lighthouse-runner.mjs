// Runs one Lighthouse audit against an already running Chromium (its remote-debugging port) and
// prints {scores, audits} as JSON. Lighthouse 12 is ESM-only, so it runs here, in a child process,
// rather than inside the CommonJS API (and Jest); the heavy report also never enters the worker.
import lighthouse from 'lighthouse';

const [url, port] = process.argv.slice(2);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

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
process.stdout.write(
  JSON.stringify({
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
    },
    audits: failing,
    runtime_error: result.lhr.runtimeError?.message ?? null,
  }),
);
