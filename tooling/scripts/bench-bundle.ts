/**
 * `pnpm bench:bundle`: gzip sizes of what a browser downloads from the five production builds,
 * against the budgets (host initial JS ≤ 250 KB gz, each remoteEntry.js ≤ 30 KB gz). It is a
 * report, not a gate: it exits 0 even over budget and says which budget is exceeded. Exit 1 only
 * when a dist folder is missing, since then there is nothing to measure.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REMOTE_NAMES, repoRoot } from '../remotes/web-root';

const KB = 1024;
const HOST_BUDGET = 250 * KB;
const REMOTE_ENTRY_BUDGET = 30 * KB;
const BUILD_ALL = `pnpm -r --workspace-concurrency=2 --filter @vigil/host --filter "@vigil/remote-*" build`;

interface Assets {
  js: { sync: string[]; async: string[] };
}
interface Manifest {
  metaData: { remoteEntry: { name: string } };
  shared: { name: string; assets: Assets }[];
  exposes: { name: string; assets: Assets }[];
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const jsOf = (assets: Assets) => [...assets.js.sync, ...assets.js.async];
const readManifest = (dist: string) =>
  JSON.parse(readFileSync(join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
const row = (bytes: number, what: string, note: string) =>
  `  ${kb(bytes).padStart(9)}  ${what.padEnd(60)} ${note}`;
const verdict = (bytes: number, budget: number) =>
  bytes <= budget ? `PASS (≤ ${kb(budget)})` : `OVER by ${kb(bytes - budget)} (> ${kb(budget)})`;

/** Level 9, as a static server precompressing the files would serve them: the wire size. */
const gzipCache = new Map<string, number>();
function gz(dist: string, file: string): number {
  const path = join(dist, file);
  if (!gzipCache.has(path)) gzipCache.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
  return gzipCache.get(path) ?? 0;
}

/** Files of the chunks `code` loads with __webpack_require__.e(id) (minified: `g.e(620)`). */
function chunksLoadedBy(dist: string, code: string): string[] {
  // Unnamed chunks are written as <id>.<contenthash>.js; ids without a file are empty chunks.
  const js = readdirSync(dist).filter((f) => f.endsWith('.js'));
  const byId = new Map(js.map((f) => [f.split('.')[0], f]));
  return [...code.matchAll(/\.e\((\d+)\)/g)].flatMap((m) => byId.get(m[1] ?? '') ?? []);
}

/**
 * Every shared-package file of one build, file -> package names. mf-manifest.json lists only the
 * chunk holding a package's own module, not the split vendor chunks webpack loads with it (Chakra,
 * axios and zod travel next to @vigil/shared). The runtime's share registration in the entry
 * script has the full list: s("name","version",()=>Promise.all([g.e(620),g.e(12)…])). Parsing
 * minified output is brittle, so it only adds files (marked '*') and warns when it finds nothing.
 */
function sharedFiles(dist: string, manifest: Manifest, entryCode: string) {
  const owners = new Map<string, Set<string>>();
  const add = (file: string, name: string) =>
    owners.set(file, (owners.get(file) ?? new Set()).add(name));
  for (const s of manifest.shared) for (const f of jsOf(s.assets)) add(f, s.name);
  const loader = /"([^"]+)","[^"]+",\(\)=>(Promise\.all\(\[[^\]]*\]\)|[\w$]+\.e\(\d+\))/g;
  const loaders = [...entryCode.matchAll(loader)];
  if (loaders.length === 0) console.warn(`  warning: no share loader in ${dist}; manifest only`);
  for (const [, name = '', call = ''] of loaders) {
    for (const f of chunksLoadedBy(dist, call)) if (!owners.get(f)?.has(name)) add(f, `${name}*`);
  }
  return owners;
}

// A missing dist would give meaningless numbers: name the build to run instead.
const apps = ['host', ...REMOTE_NAMES.map((n) => `remote-${n}`)];
const missing = apps.filter((app) => !existsSync(join(repoRoot, app, 'dist', 'mf-manifest.json')));
if (!existsSync(join(repoRoot, 'host', 'dist', 'index.html')) && !missing.includes('host')) {
  missing.unshift('host');
}
if (missing.length > 0) {
  for (const app of missing) {
    console.error(`${app}/dist is missing or incomplete: run pnpm --filter @vigil/${app} build`);
  }
  console.error(`(or build all five: ${BUILD_ALL})`);
  process.exit(1);
}

const over: string[] = [];
console.log('Vigil bundle benchmark (gzip level 9, 1 KB = 1024 bytes)\n');

// (1) Host initial JS: the scripts index.html loads, plus every chunk they pull in with import():
// each shared package (the host provides all singletons under loaded-first, so it loads them at
// start) and the host's bootstrap (host/src/index.ts is nothing but `import('./bootstrap')`).
const hostDist = join(repoRoot, 'host', 'dist');
const html = readFileSync(join(hostDist, 'index.html'), 'utf8');
const entries = [...html.matchAll(/<script[^>]*\bsrc="\/?([^"]+\.js)"/g)].map((m) => m[1] ?? '');
const entryCode = entries.map((f) => readFileSync(join(hostDist, f), 'utf8')).join('\n');
const hostRows = new Map<string, string>(entries.map((f) => [f, 'index.html script']));
for (const [f, names] of sharedFiles(hostDist, readManifest(hostDist), entryCode)) {
  hostRows.set(f, [...names].join(', '));
}
for (const f of chunksLoadedBy(hostDist, entryCode)) {
  if (!hostRows.has(f)) hostRows.set(f, 'host bootstrap (import() in the entry)');
}
const hostFiles = [...hostRows].sort(([a], [b]) => gz(hostDist, b) - gz(hostDist, a));
const hostTotal = hostFiles.reduce((sum, [f]) => sum + gz(hostDist, f), 0);
console.log('Host initial JS (file, shared package)');
for (const [f, label] of hostFiles) console.log(row(gz(hostDist, f), f, label));
console.log(row(hostTotal, 'TOTAL host initial JS', verdict(hostTotal, HOST_BUDGET)));
console.log('  * not in mf-manifest.json: found in the share loader of the entry script\n');
if (hostTotal > HOST_BUDGET) over.push(`host initial JS ${kb(hostTotal)} > ${kb(HOST_BUDGET)}`);

// (2) remoteEntry.js is on the critical path of every route of its remote. (3) Route chunks are
// what an expose adds on top; shared fallbacks are left out because the host's copy wins at
// runtime (and the manifest files the @vigil/shared vendor chunk under exposes' async assets).
const routeLines: string[] = [];
console.log('Remote entries (remoteEntry.js)');
for (const name of REMOTE_NAMES) {
  const dist = join(repoRoot, `remote-${name}`, 'dist');
  const manifest = readManifest(dist);
  const entry = manifest.metaData.remoteEntry.name;
  const size = gz(dist, entry);
  console.log(row(size, `${name}/${entry}`, verdict(size, REMOTE_ENTRY_BUDGET)));
  if (size > REMOTE_ENTRY_BUDGET) {
    over.push(`${name} remoteEntry.js ${kb(size)} > ${kb(REMOTE_ENTRY_BUDGET)}`);
  }

  const fallbacks = sharedFiles(dist, manifest, readFileSync(join(dist, entry), 'utf8'));
  const routes = new Map<string, Set<string>>();
  const skipped = new Set<string>();
  for (const e of manifest.exposes) {
    for (const f of jsOf(e.assets)) {
      if (fallbacks.has(f)) skipped.add(f);
      else routes.set(f, (routes.get(f) ?? new Set()).add(`./${e.name}`));
    }
  }
  const total = [...routes.keys()].reduce((sum, f) => sum + gz(dist, f), 0);
  const skippedSize = [...skipped].reduce((sum, f) => sum + gz(dist, f), 0);
  routeLines.push(
    row(total, `${name} (all exposes)`, `excluded shared fallbacks: ${kb(skippedSize)}`),
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
