import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Stats } from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import { runBuild } from './run-build';
import { ScreenChunksPlugin } from './screen-chunks';
import { SCREEN_CHUNKS_FILE } from './screen-chunks-file';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-screen-chunks-'));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A real production build of `files` (entry index.js) with the plugin for `remote`. */
function build(remote: string, files: Record<string, string>): Promise<Stats> {
  for (const [name, source] of Object.entries(files)) writeFileSync(join(dir, name), source);
  return runBuild({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: join(dir, 'dist'), filename: '[name].[contenthash].js' },
    // Split the module both screens import into a chunk of its own, as bigger ones are.
    // Minified in this process, not by worker processes (EPIPE in CI: compile-hints.test.ts).
    optimization: {
      splitChunks: { minSize: 0 },
      minimizer: [new TerserPlugin({ parallel: false })],
    },
    plugins: [new ScreenChunksPlugin(remote)],
  });
}

const SHARED = 'export const shared = (name) => `shared ${name}`;';

it("lists each route's screen files under their final names, for the gateway to preload", async () => {
  const stats = await build('auth', {
    'index.js': [
      'import(/* webpackChunkName: "screen-register" */ "./register").then((m) => m.run());',
      'import(/* webpackChunkName: "screen-accountNew-accountJoin" */ "./setup").then((m) => m.run());',
      'import(/* webpackChunkName: "later" */ "./later").then((m) => m.run());',
    ].join('\n'),
    'register.js':
      'import { shared } from "./shared"; export const run = () => shared("register");',
    'setup.js': 'import { shared } from "./shared"; export const run = () => shared("setup");',
    'later.js': 'export const run = () => "not a screen";',
    'shared.js': SHARED,
  });
  expect(stats.hasErrors()).toBe(false);
  const screens = JSON.parse(readFileSync(join(dir, 'dist', SCREEN_CHUNKS_FILE), 'utf8')) as Record<
    string,
    string[]
  >;
  // One screen of two routes is listed under both; a chunk not named screen-… is not listed.
  expect(Object.keys(screens).sort()).toEqual(['accountJoin', 'accountNew', 'register']);
  expect(screens.accountJoin).toEqual(screens.accountNew);
  const register = screens.register!;
  expect(register).toHaveLength(2);
  expect(register.at(-1)).toMatch(/^screen-register\.[0-9a-f]+\.js$/);
  // The chunk both screens share comes with each, and every name is a file of the build.
  const sharedChunk = register[0]!;
  expect(screens.accountNew).toEqual([sharedChunk, expect.stringMatching(/^screen-accountNew/)]);
  for (const file of [...register, ...screens.accountNew!]) {
    expect(existsSync(join(dir, 'dist', file))).toBe(true);
  }
  expect(readFileSync(join(dir, 'dist', sharedChunk), 'utf8')).toContain('shared ');
});

it('fails the build for a screen chunk named after a route the remote does not serve', async () => {
  const stats = await build('auth', {
    'index.js': 'import(/* webpackChunkName: "screen-home" */ "./home");',
    'home.js': 'export const home = 1;',
  });
  expect(stats.hasErrors()).toBe(true);
  expect(stats.toString({ all: false, errors: true })).toContain(
    'chunk "screen-home": "home" is not a route of the auth remote',
  );
});
