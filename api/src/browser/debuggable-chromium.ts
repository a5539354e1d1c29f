import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS } from './flags';

/** A headless Chromium that another program drives over its remote-debugging port. */
export interface DebuggableChromium {
  /** The DevTools port, once Chromium listens (rejects if it exits first). */
  port: Promise<number>;
  running(): boolean;
  close(): Promise<void>;
}

/**
 * Starts env.CHROMIUM_PATH with the API's flags plus `extraFlags` (Lighthouse's run through the
 * guarded proxy's flags), on a port of its own and a throw-away profile. Nothing outlives this
 * process: Chromium also listens on a DevTools pipe (fds 3 and 4, no command is ever sent) and
 * quits, helpers and all, when the pipe closes, which the kernel does when this process ends in
 * any way, SIGKILL included (tsx kills a child that has not answered its SIGTERM within 30 ms,
 * before any exit handler runs). The exit handler below is for an ordinary exit.
 */
export function launchDebuggableChromium(
  executablePath: string,
  extraFlags: readonly string[],
): DebuggableChromium {
  const dataDir = mkdtempSync(join(tmpdir(), 'vigil-lighthouse-'));
  const child = spawn(
    executablePath,
    [
      '--headless',
      ...CHROMIUM_FLAGS,
      ...extraFlags,
      '--remote-debugging-port=0',
      '--remote-debugging-pipe',
      `--user-data-dir=${dataDir}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] },
  );
  // Chromium's answers on fd 4 (none: nothing is asked), drained so it could never block.
  (child.stdio[4] as NodeJS.ReadableStream).resume();
  const port = new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4000);
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${seen}`)));
    child.once('error', reject);
  });
  const killChrome = () => child.kill('SIGKILL');
  process.once('exit', killChrome);
  child.once('exit', () => {
    process.off('exit', killChrome);
    // Chromium's helper processes may still be writing the profile as the browser exits
    // (ENOTEMPTY): retried, and never thrown from an exit handler, where it would crash the worker.
    void rm(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 }).catch(
      () => undefined,
    );
  });
  const running = () => child.exitCode === null;
  return {
    port,
    running,
    async close() {
      if (!running()) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
