import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { readHistory, readPointer, versionsOnDisk, writePointer } from './registry';
import type { RemoteName } from './web-root';
import { OperatorError, assertRemoteName, defaultWebDir, webPaths } from './web-root';

export interface RollbackResult {
  name: RemoteName;
  from: string | null;
  to: string;
}

/**
 * Point remotes.json back at a version already on disk (default: the one published before the
 * current one). Nothing is built or copied; the next page load of the host picks it up.
 */
export function rollbackRemote(
  name: string,
  version?: string,
  options: { webDir?: string } = {},
): RollbackResult {
  assertRemoteName(name);
  const webDir = options.webDir ?? defaultWebDir();
  const current = readPointer(webDir)[name]?.version ?? null;
  const target = version ?? previousVersion(webDir, name, current);

  const available = versionsOnDisk(webDir, name);
  if (!available.includes(target)) {
    const list = available.length ? available.join(', ') : 'none';
    throw new OperatorError(`${name} has no version "${target}" on disk. Available: ${list}.`);
  }
  if (!existsSync(join(webPaths(webDir).remotes, name, target, 'mf-manifest.json'))) {
    throw new OperatorError(`${name} ${target} has no mf-manifest.json: refusing to point at it.`);
  }
  writePointer(webDir, name, target);
  return { name, from: current, to: target };
}

function previousVersion(webDir: string, name: RemoteName, current: string | null): string {
  if (!current) throw new OperatorError(`${name} has never been published: nothing to roll back.`);
  const published = (readHistory(webDir)[name] ?? []).map((entry) => entry.version);
  const index = published.lastIndexOf(current);
  if (index < 0) {
    throw new OperatorError(
      `${name}'s current version ${current} is not in history.json: name the version to roll back to.`,
    );
  }
  const before = published[index - 1];
  if (!before)
    throw new OperatorError(
      `${current} is the first published version of ${name}: nothing before it.`,
    );
  return before;
}
