import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The four remotes: folder remote-<name>, compose service remote-<name>, URL /remotes/<name>/. */
export const REMOTE_NAMES = ['auth', 'onboarding', 'billing', 'monitoring'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const repoRoot = resolve(__dirname, '..', '..');

/** An operator mistake (unknown name, missing version…): the CLI prints it without a stack. */
export class OperatorError extends Error {}

export function assertRemoteName(name: string): asserts name is RemoteName {
  if (!(REMOTE_NAMES as readonly string[]).includes(name)) {
    throw new OperatorError(`Unknown remote "${name}". Known remotes: ${REMOTE_NAMES.join(', ')}.`);
  }
}

/**
 * VIGIL_WEB_DIR, or .data/web (git-ignored, like the API's data). A relative path is taken from
 * the repository root, as docker-compose.yml does, whatever folder a pnpm script runs in.
 */
export function defaultWebDir(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(repoRoot, env.VIGIL_WEB_DIR ?? join('.data', 'web'));
}

export function webPaths(webDir: string) {
  const config = join(webDir, 'config');
  return {
    remotes: join(webDir, 'remotes'),
    config,
    pointer: join(config, 'remotes.json'),
    history: join(config, 'history.json'),
    app: join(config, 'app.json'),
  };
}

/**
 * Creates remotes/<name>/ for every remote and config/. docker-compose bind-mounts these
 * directories; a missing one would be created by Docker as root and block later publishes.
 */
export function prepareWebRoot(webDir: string): void {
  const paths = webPaths(webDir);
  mkdirSync(paths.config, { recursive: true });
  for (const name of REMOTE_NAMES) mkdirSync(join(paths.remotes, name), { recursive: true });
}

export function readJson<T>(file: string, fallback: T): T {
  if (!existsSync(file)) return fallback;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch (error) {
    throw new OperatorError(`${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/**
 * Write a temp file beside the target, then rename: the gateway serves these files live, so a
 * reader must see the old or the new document, never half of one. The dot keeps the temp file
 * out of what the gateway serves.
 */
export function writeJsonAtomic(file: string, value: unknown): void {
  mkdirSync(dirname(file), { recursive: true });
  const temp = join(dirname(file), `.${randomBytes(6).toString('hex')}.tmp`);
  try {
    writeFileSync(temp, `${JSON.stringify(value, null, 2)}\n`);
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
}
