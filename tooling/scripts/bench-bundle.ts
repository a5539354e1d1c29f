/**
 * `pnpm bench:bundle`: gzip sizes of what a browser downloads from the five production builds,
 * against the budgets (host JS before the first screen ≤ 250 KB gz, each remoteEntry.js ≤ 12 KB
 * gz). It is a report: it exits 0 even over budget and says which budget is exceeded (the gate is
 * e2e/src/bundle-budget.test.ts, in `npm test`, on the same measure: webpack/bundle-sizes.ts).
 * Exit 1 only when a dist folder is missing, since then there is nothing to measure.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_NAMES } from '../remotes/web-root';
import {
  distOf,
  gz,
  HOST_BUDGET,
  hostInitialJs,
  jsOf,
  kb,
  missingBuilds,
  readManifest,
  REMOTE_ENTRY_BUDGET,
  remoteEntries,
  sharedFiles,
  total,
} from '../webpack/bundle-sizes';

const BUILD_ALL = `pnpm -r --workspace-concurrency=2 --filter @vigil/host --filter "@vigil/remote-*" build`;

const row = (bytes: number, what: string, note: string) =>
  `  ${kb(bytes).padStart(9)}  ${what.padEnd(60)} ${note}`;
const verdict = (bytes: number, budget: number) =>
  bytes <= budget ? `PASS (≤ ${kb(budget)})` : `OVER by ${kb(bytes - budget)} (> ${kb(budget)})`;

// A missing dist would give meaningless numbers: name the build to run instead.
const missing = missingBuilds();
if (missing.length > 0) {
  for (const app of missing) {
    console.error(`${app}/dist is missing or incomplete: run pnpm --filter @vigil/${app} build`);
  }
  console.error(`(or build all five: ${BUILD_ALL})`);
  process.exit(1);
}

const over: string[] = [];
console.log('Vigil bundle benchmark (gzip level 9, 1 KB = 1024 bytes)\n');

// (1) The host's JS before the first screen (what it is: hostInitialJs in webpack/bundle-sizes.ts).
const hostFiles = hostInitialJs();
const hostTotal = total(hostFiles);
console.log('Host JS before the first screen (file, shared package)');
for (const f of hostFiles) console.log(row(f.bytes, f.file, f.label));
console.log(row(hostTotal, 'TOTAL host initial JS', verdict(hostTotal, HOST_BUDGET)));
console.log('  * not in mf-manifest.json: found in the share loader of the entry script\n');
if (hostTotal > HOST_BUDGET) over.push(`host initial JS ${kb(hostTotal)} > ${kb(HOST_BUDGET)}`);

// (2) remoteEntry.js is on the critical path of every route of its remote. (3) Route chunks are
// what an expose adds on top; shared fallbacks are left out because the host's copy wins at
// runtime (and the manifest files the @vigil/shared vendor chunk under exposes' async assets).
const routeLines: string[] = [];
console.log('Remote entries (remoteEntry.js)');
for (const entry of remoteEntries()) {
  console.log(row(entry.bytes, entry.file, verdict(entry.bytes, REMOTE_ENTRY_BUDGET)));
  if (entry.bytes > REMOTE_ENTRY_BUDGET) {
    over.push(`${entry.label} remoteEntry.js ${kb(entry.bytes)} > ${kb(REMOTE_ENTRY_BUDGET)}`);
  }
}
for (const name of REMOTE_NAMES) {
  const dist = distOf(`remote-${name}`);
  const manifest = readManifest(dist);
  const entry = manifest.metaData.remoteEntry.name;
  const fallbacks = sharedFiles(dist, manifest, readFileSync(join(dist, entry), 'utf8'));
  const routes = new Map<string, Set<string>>();
  const skipped = new Set<string>();
  for (const e of manifest.exposes) {
    for (const f of jsOf(e.assets)) {
      if (fallbacks.has(f)) skipped.add(f);
      else routes.set(f, (routes.get(f) ?? new Set()).add(`./${e.name}`));
    }
  }
  const routeTotal = [...routes.keys()].reduce((sum, f) => sum + gz(dist, f), 0);
  const skippedSize = [...skipped].reduce((sum, f) => sum + gz(dist, f), 0);
  routeLines.push(
    row(routeTotal, `${name} (all exposes)`, `excluded shared fallbacks: ${kb(skippedSize)}`),
  );
  for (const [f, exposes] of routes)
    routeLines.push(row(gz(dist, f), `  ${f}`, [...exposes].join(', ')));
}
console.log('\nRemote route chunks (exposes, sync + async JS; no budget)');
for (const line of routeLines) console.log(line);

console.log(
  `\nSummary: ${over.length === 0 ? 'all budgets PASS' : `${over.length} budget(s) OVER`}`,
);
for (const o of over) console.log(`  OVER: ${o}`);
