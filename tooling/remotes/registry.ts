import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from './web-root';
import { REMOTE_NAMES, defaultWebDir, readJson, webPaths, writeJsonAtomic } from './web-root';

/** config/remotes.json: what the host fetches (no-store) at every page load. */
export type Pointer = Partial<Record<RemoteName, { entry: string; version: string }>>;
/** config/history.json: each remote's publishes, oldest first. */
export type History = Partial<Record<RemoteName, { version: string; publishedAt: string }[]>>;

export interface RemoteListing {
  name: RemoteName;
  /** The version remotes.json points at, or null before the first publish. */
  current: string | null;
  /** Every version directory on disk, oldest first. */
  versions: string[];
}

export const VERSION_PATTERN = /^(\d+)-([0-9a-f]{8})$/;

export const manifestUrl = (name: RemoteName, version: string) =>
  `/remotes/${name}/${version}/mf-manifest.json`;

export const readPointer = (webDir: string) => readJson<Pointer>(webPaths(webDir).pointer, {});
export const readHistory = (webDir: string) => readJson<History>(webPaths(webDir).history, {});

export function writePointer(webDir: string, name: RemoteName, version: string): void {
  const pointer = readPointer(webDir);
  pointer[name] = { entry: manifestUrl(name, version), version };
  writeJsonAtomic(webPaths(webDir).pointer, pointer);
}

export function appendHistory(webDir: string, name: RemoteName, version: string): void {
  const history = readHistory(webDir);
  history[name] = [...(history[name] ?? []), { version, publishedAt: new Date().toISOString() }];
  writeJsonAtomic(webPaths(webDir).history, history);
}

/** Published version directories of one remote, by sequence (temp and lock entries are dotted). */
export function versionsOnDisk(webDir: string, name: RemoteName): string[] {
  const dir = join(webPaths(webDir).remotes, name);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && VERSION_PATTERN.test(entry.name))
    .map((entry) => entry.name)
    .sort((a, b) => sequenceOf(a) - sequenceOf(b));
}

export function sequenceOf(version: string): number {
  return Number(VERSION_PATTERN.exec(version)?.[1] ?? 0);
}

/** Current pointer and available versions of every remote. */
export function listRemotes(webDir = defaultWebDir()): RemoteListing[] {
  const pointer = readPointer(webDir);
  return REMOTE_NAMES.map((name) => ({
    name,
    current: pointer[name]?.version ?? null,
    versions: versionsOnDisk(webDir, name),
  }));
}
