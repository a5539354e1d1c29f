import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import TerserPlugin from 'terser-webpack-plugin';
import type { Stats } from 'webpack';
import { COMPILE_HINT, CompileHintsPlugin } from './compile-hints';
import { runBuild } from './run-build';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-compile-hints-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A production build as the apps make it: swc's minifier, source maps, licence comments. */
function build(files: Record<string, string>): Promise<Stats> {
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
  return runBuild({
    mode: 'production',
    context: dir,
    entry: './index.js',
    devtool: 'source-map',
    output: { path: join(dir, 'dist'), filename: '[name].[contenthash].js' },
    // Minified in this process: the plugin's worker processes, ended under a loaded Jest worker,
    // made a later write fail with EPIPE ("Test suite failed to run", twice in CI).
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, parallel: false })],
    },
    plugins: [new CompileHintsPlugin()],
  });
}

const distFile = (pattern: RegExp) =>
  readdirSync(join(dir, 'dist')).filter((name) => pattern.test(name));

it('starts every script with the compile hint and keeps its source map exact', async () => {
  const stats = await build({
    'index.js': [
      '/*! @license Example — kept in its own file */',
      'import("./later").then((m) => m.greet("start-up"));',
    ].join('\n'),
    'later.js': 'export function greet(name) { return document.title = `hello ${name}`; }',
  });
  expect(stats.hasErrors()).toBe(false);

  const scripts = distFile(/\.js$/);
  expect(scripts).toHaveLength(2);
  for (const script of scripts) {
    const text = readFileSync(join(dir, 'dist', script), 'utf8');
    // First line, before the licence pointer the minifier leaves: V8 reads it only there.
    expect(text.split('\n')[0]).toBe(COMPILE_HINT);
  }

  // The template literal of later.js, found in the served file, maps back to its own line.
  const [later] = scripts.filter((name) => !name.startsWith('main.'));
  const text = readFileSync(join(dir, 'dist', later!), 'utf8');
  const lines = text.split('\n');
  const line = lines.findIndex((content) => content.includes('hello '));
  const column = lines[line]!.indexOf('hello ');
  const map = new SourceMapConsumer(
    JSON.parse(readFileSync(join(dir, 'dist', `${later}.map`), 'utf8')) as RawSourceMap,
  );
  const original = map.originalPositionFor({ line: line + 1, column });
  expect(original.source).toMatch(/later\.js$/);
  expect(original.line).toBe(1);
});

it('leaves the licence file the minifier writes beside a script alone', async () => {
  // It exists when the hint is added (the source maps do not yet), and is named `….js.LICENSE.txt`.
  await build({ 'index.js': '/*! @license Example */\ndocument.title = "only a script";' });
  const [licence] = distFile(/\.LICENSE\.txt$/);
  expect(readFileSync(join(dir, 'dist', licence!), 'utf8')).toMatch(/^\/\*! @license Example/);
});
