import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_APP_CONFIG, writeAppConfig } from './app-config';
import { publishRemote } from './publish';
import { listRemotes, readHistory, readPointer } from './registry';
import { rollbackRemote } from './rollback';

let root: string;
let webDir: string;
let dist: string;

/** A fake remote build: what webpack would leave in remote-<name>/dist. */
function fakeDist(label: string, files: Record<string, string> = {}) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, 'chunks'), { recursive: true });
  writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'billing', label }));
  writeFileSync(join(dist, 'remoteEntry.js'), `var billing = ${JSON.stringify(label)};`);
  writeFileSync(join(dist, 'chunks', 'app.0123abcd.js'), label);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dist, name), content);
}

const publish = () => publishRemote('billing', { build: false, webDir, distDir: dist });
/** A build whose chunk says `label`, published. */
const publishBuild = (label: string) => {
  fakeDist(label);
  return publish();
};

/** A fake host build, with or without the plugin that lends the federation runtime. */
function fakeHost(lends: boolean) {
  const host = join(root, 'host-dist');
  mkdirSync(host, { recursive: true });
  writeFileSync(join(host, 'index.html'), '<script src="/main.js"></script>');
  writeFileSync(join(host, 'main.js'), lends ? 'init({name:"vigil-lend-runtime"})' : 'init({})');
  return host;
}
const pointerOf = () => readPointer(webDir).billing;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'vigil-remotes-'));
  webDir = join(root, 'web');
  dist = join(root, 'dist');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('publishRemote', () => {
  it('copies the build into a new sequence-hash version and points remotes.json at it', () => {
    const first = publishBuild('one');
    expect(first.version).toMatch(/^1-[0-9a-f]{8}$/);
    expect(readFileSync(join(first.dir, 'chunks', 'app.0123abcd.js'), 'utf8')).toBe('one');
    expect(pointerOf()).toEqual({
      entry: `/remotes/billing/${first.version}/mf-manifest.json`,
      version: first.version,
    });

    const second = publishBuild('two');
    expect(second.version).toMatch(/^2-[0-9a-f]{8}$/);
    expect(second.version.slice(2)).not.toBe(first.version.slice(2));
    expect(pointerOf()?.version).toBe(second.version);
    expect(readHistory(webDir).billing?.map((entry) => entry.version)).toEqual([
      first.version,
      second.version,
    ]);
  });

  it('never rewrites a published version, even when the same build is published again', () => {
    const first = publishBuild('one');
    const manifest = join(first.dir, 'mf-manifest.json');
    const before = { bytes: readFileSync(manifest, 'utf8'), mtime: statSync(manifest).mtimeMs };
    const again = publish();
    expect(again.version).not.toBe(first.version);
    expect(again.version.slice(2)).toBe(first.version.slice(2));
    expect(readFileSync(manifest, 'utf8')).toBe(before.bytes);
    expect(statSync(manifest).mtimeMs).toBe(before.mtime);
  });

  it('refuses a build without remoteEntry.js and changes nothing', () => {
    const first = publishBuild('one');
    rmSync(join(dist, 'remoteEntry.js'));
    expect(publish).toThrow(/has no remoteEntry\.js/);
    expect(pointerOf()?.version).toBe(first.version);
    expect(listRemotes(webDir).find((r) => r.name === 'billing')?.versions).toEqual([
      first.version,
    ]);
  });

  it("refuses a remote that borrows the host's runtime when the host build does not lend it", () => {
    const first = publishBuild('one');
    fakeDist('two', { 'remoteEntry.js': 'e.exports=self._FEDERATION_RUNTIME_CORE;' });
    const publishTo = (hostDir: string) =>
      publishRemote('billing', { build: false, webDir, distDir: dist, hostDir });
    expect(() => publishTo(fakeHost(false))).toThrow(/deploy the host first/);
    expect(pointerOf()?.version).toBe(first.version);
    rmSync(join(root, 'host-dist'), { recursive: true });
    expect(publishTo(fakeHost(true)).version).not.toBe(first.version);
  });

  it('refuses unknown remotes', () => {
    expect(() => publishRemote('payroll', { build: false, webDir, distDir: dist })).toThrow(
      'Unknown remote "payroll". Known remotes: auth, onboarding, billing, monitoring.',
    );
  });

  it('writes a default app.json the first time', () => {
    publishBuild('one');
    expect(JSON.parse(readFileSync(join(webDir, 'config', 'app.json'), 'utf8'))).toEqual(
      DEFAULT_APP_CONFIG,
    );
  });
});

describe('rollbackRemote', () => {
  it('points back at the previous publish without touching any files', () => {
    const first = publishBuild('one');
    const second = publishBuild('two');
    const entry = join(second.dir, 'remoteEntry.js');
    const mtime = statSync(entry).mtimeMs;

    expect(rollbackRemote('billing', undefined, { webDir })).toEqual({
      name: 'billing',
      from: second.version,
      to: first.version,
    });
    expect(pointerOf()?.entry).toBe(`/remotes/billing/${first.version}/mf-manifest.json`);
    expect(existsSync(entry)).toBe(true);
    expect(statSync(entry).mtimeMs).toBe(mtime);
    // Rolling forward again is naming the version.
    expect(rollbackRemote('billing', second.version, { webDir }).to).toBe(second.version);
  });

  it('fails clearly for an unknown version and leaves the pointer alone', () => {
    const first = publishBuild('one');
    expect(() => rollbackRemote('billing', '7-deadbeef', { webDir })).toThrow(
      `billing has no version "7-deadbeef" on disk. Available: ${first.version}.`,
    );
    expect(pointerOf()?.version).toBe(first.version);
  });

  it('has nothing to go back to before a second publish', () => {
    expect(() => rollbackRemote('billing', undefined, { webDir })).toThrow(
      'billing has never been published',
    );
    publishBuild('one');
    expect(() => rollbackRemote('billing', undefined, { webDir })).toThrow(
      /first published version/,
    );
  });
});

describe('listRemotes', () => {
  it('lists every remote with its current and available versions', () => {
    const first = publishBuild('one');
    const second = publishBuild('two');
    rollbackRemote('billing', undefined, { webDir });
    expect(listRemotes(webDir)).toEqual([
      { name: 'auth', current: null, versions: [] },
      { name: 'onboarding', current: null, versions: [] },
      { name: 'billing', current: first.version, versions: [first.version, second.version] },
      { name: 'monitoring', current: null, versions: [] },
    ]);
  });
});

describe('writeAppConfig', () => {
  it('keeps what an operator wrote and applies environment overrides', () => {
    const file = join(webDir, 'config', 'app.json');
    mkdirSync(join(webDir, 'config'), { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({ apiBase: '/custom', links: { docs: 'https://docs.acme.test' } }),
    );
    const config = writeAppConfig({
      webDir,
      env: { VIGIL_GOOGLE: 'true', VIGIL_LINK_SUPPORT: 'https://chat.acme.test' },
    });
    expect(config).toEqual({
      apiBase: '/custom',
      links: {
        ...DEFAULT_APP_CONFIG.links,
        docs: 'https://docs.acme.test',
        support: 'https://chat.acme.test',
      },
      google: true,
    });
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(config);
  });
});
