import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { repoRoot } from './stack';

/** The Chromium and the Lighthouse `pnpm bench:web` measures with (bench-web.ts). */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type Lighthouse = (
  url: string,
  flags: Record<string, unknown>,
) => Promise<{ lhr: LighthouseResult; artifacts?: { Trace?: unknown } } | undefined>;
export interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<
    string,
    { numericValue?: number; details?: { overallSavingsBytes?: number } } | undefined
  >;
  /** How fast Lighthouse found this machine (its own CPU benchmark; ~1,000+ is a quick desktop). */
  environment?: { benchmarkIndex?: number };
  runtimeError?: { message: string };
}

/** A headless Chromium on a DevTools port of its own (0: the OS picks), with a throw-away profile. */
export async function launchChromiumForLighthouse() {
  const profile = mkdtempSync(join(tmpdir(), 'vigil-bench-web-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`Chromium exited (${code}): ${seen.slice(-500)}`)),
    );
  });
  const close = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    // Chromium's helper processes may still write into the profile after the browser exits: a
    // leftover in the OS temp folder is better than a failed run.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch {
      // left for the OS to clean
    }
  };
  return { port, close };
}

/** Lighthouse 12 is ESM-only and a dependency of the API (its scans run it): load it from there. */
export const lighthouseEntry = createRequire(join(repoRoot, 'api', 'package.json')).resolve(
  'lighthouse',
);

export async function loadLighthouse(): Promise<Lighthouse> {
  const module = (await import(pathToFileURL(lighthouseEntry).href)) as { default: Lighthouse };
  return module.default;
}
