import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { writeAppConfig } from './app-config';
import { appendHistory, manifestUrl, sequenceOf, versionsOnDisk, writePointer } from './registry';
import type { RemoteName } from './web-root';
import {
  OperatorError,
  assertRemoteName,
  defaultWebDir,
  prepareWebRoot,
  repoRoot,
  webPaths,
} from './web-root';

export interface PublishOptions {
  /** Run the remote's production build first (default true); false publishes dist as it is. */
  build?: boolean;
  webDir?: string;
  /** The build output to publish; default <repo>/remote-<name>/dist. */
  distDir?: string;
  /** The host build the remote will run in, checked when there is one; default <repo>/host/dist. */
  hostDir?: string;
}

export interface PublishResult {
  name: RemoteName;
  version: string;
  /** The new, never-again-written version directory. */
  dir: string;
  /** What remotes.json now points at. */
  entry: string;
}

/**
 * Build once, copy the output into a new versioned directory, then flip remotes.json to it.
 * Earlier versions stay on disk untouched, so a rollback is only a pointer change.
 */
export function publishRemote(name: string, options: PublishOptions = {}): PublishResult {
  assertRemoteName(name);
  const webDir = options.webDir ?? defaultWebDir();
  const distDir = options.distDir ?? join(repoRoot, `remote-${name}`, 'dist');
  if (options.build !== false) buildRemote(name);
  assertFederatedBuild(distDir, name);
  assertHostLendsRuntime(distDir, name, options.hostDir ?? join(repoRoot, 'host', 'dist'));

  prepareWebRoot(webDir);
  const remoteDir = join(webPaths(webDir).remotes, name);
  return withPublishLock(remoteDir, name, () => {
    const previous = versionsOnDisk(webDir, name).at(-1);
    const sequence = previous ? sequenceOf(previous) + 1 : 1;
    const version = `${sequence}-${contentHash(distDir).slice(0, 8)}`;
    const dir = join(remoteDir, version);
    if (existsSync(dir))
      throw new OperatorError(`${dir} already exists: published versions are never overwritten.`);
    // Copy beside the target and rename: a half-copied version must never be visible under its name.
    const staging = join(remoteDir, `.staging-${version}`);
    rmSync(staging, { recursive: true, force: true });
    cpSync(distDir, staging, {
      recursive: true,
      dereference: true,
      errorOnExist: true,
      force: false,
    });
    renameSync(staging, dir);
    // History first: a crash in between leaves the old pointer, which rollback still understands.
    appendHistory(webDir, name, version);
    writePointer(webDir, name, version);
    writeAppConfig({ webDir });
    return { name, version, dir, entry: manifestUrl(name, version) };
  });
}

function buildRemote(name: RemoteName): void {
  const result = spawnSync('pnpm', ['--filter', `@vigil/remote-${name}`, 'build'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.error) throw new OperatorError(`Could not run pnpm: ${result.error.message}`);
  if (result.status !== 0)
    throw new OperatorError(`Build of remote-${name} failed (exit ${result.status}).`);
}

/** The host loads mf-manifest.json, which names remoteEntry.js: without both the remote cannot load. */
function assertFederatedBuild(distDir: string, name: RemoteName): void {
  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    if (!existsSync(join(distDir, file))) {
      throw new OperatorError(
        `${distDir} has no ${file}: build it (pnpm --filter @vigil/remote-${name} build) or publish without --no-build.`,
      );
    }
  }
  try {
    JSON.parse(readFileSync(join(distDir, 'mf-manifest.json'), 'utf8'));
  } catch {
    throw new OperatorError(`${join(distDir, 'mf-manifest.json')} is not valid JSON.`);
  }
}

/** What a remote built without a federation runtime of its own reads (webpack/create-config.ts). */
const BORROWED_RUNTIME = '_FEDERATION_RUNTIME_CORE';
/** The host's runtime plugin that lends it (host/src/federation/lend-runtime-plugin.ts). */
const LENDING_PLUGIN = 'vigil-lend-runtime';

/**
 * A remote that borrows the host's runtime fails for every visitor of a host that does not lend
 * one (a host older than docs/decisions/011): refused, when the host build is here to check.
 */
function assertHostLendsRuntime(distDir: string, name: RemoteName, hostDir: string): void {
  if (!readFileSync(join(distDir, 'remoteEntry.js'), 'utf8').includes(BORROWED_RUNTIME)) return;
  if (!existsSync(join(hostDir, 'index.html'))) return;
  const lends = readdirSync(hostDir).some(
    (file) =>
      file.endsWith('.js') && readFileSync(join(hostDir, file), 'utf8').includes(LENDING_PLUGIN),
  );
  if (!lends) {
    throw new OperatorError(
      `remote-${name} uses the host's federation runtime, but the host build in ${hostDir} does not lend it (it predates docs/decisions/011): deploy the host first.`,
    );
  }
}

/** sha256 over every file's relative path and bytes, in a stable order. */
export function contentHash(dir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) {
    hash.update(relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

/** Two publishes of one remote at once would pick the same sequence number. */
function withPublishLock<T>(remoteDir: string, name: string, work: () => T): T {
  const lock = join(remoteDir, '.publish.lock');
  try {
    mkdirSync(lock);
  } catch {
    throw new OperatorError(`Another publish of ${name} is running (if none is, remove ${lock}).`);
  }
  try {
    return work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
