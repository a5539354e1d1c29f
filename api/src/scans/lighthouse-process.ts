import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

const RUNNER = join(__dirname, 'lighthouse-runner.mjs');

/** A run that did not finish in its time (a heavy or slow page, a busy machine). */
export class LighthouseTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Lighthouse did not finish within ${timeoutMs / 1000} s`);
  }
}

interface Pending {
  child: ChildProcessWithoutNullStreams;
  settle(answer: string | Error): void;
}

/**
 * The Lighthouse child process (lighthouse-runner.mjs) of one LighthouseRunner, started on first
 * use and kept for the next runs: starting Node and importing Lighthouse for every run cost about
 * 1.4 CPU-seconds of the 10-15 a run takes (issue 11). One run at a time (the caller serialises
 * them); a run over its time, or a process that dies, kills it, and the next run starts another.
 */
export class LighthouseProcess {
  private child: ChildProcessWithoutNullStreams | null = null;
  private pending: Pending | null = null;
  private stderr = '';

  private start(): ChildProcessWithoutNullStreams {
    if (this.child && this.child.exitCode === null && !this.child.killed) return this.child;
    const child = spawn(process.execPath, [RUNNER], { stdio: ['pipe', 'pipe', 'pipe'] });
    this.stderr = '';
    // Answers of this child only: a killed one's last words never settle the next run.
    const settle = (answer: string | Error) => {
      if (this.pending?.child === child) this.pending.settle(answer);
    };
    createInterface({ input: child.stdout }).on('line', settle);
    child.stderr.on('data', (chunk: Buffer) => {
      this.stderr = (this.stderr + chunk.toString()).slice(-2000);
    });
    const ended = (error: Error) => {
      if (this.child === child) this.child = null;
      settle(error);
    };
    child.once('error', ended);
    // Writing to a process that just died fails the run through 'exit', not as an uncaught EPIPE.
    child.stdin.on('error', () => undefined);
    child.once('exit', (code) =>
      ended(new Error(`Lighthouse failed (${code}): ${this.stderr.trim()}`)),
    );
    // Idle between runs, it must not keep a worker alive that exits without close() (it ends
    // by itself when its stdin closes); a run in progress holds the loop with its timer.
    child.unref();
    for (const stream of [child.stdin, child.stdout, child.stderr])
      (stream as unknown as { unref?: () => void }).unref?.();
    this.child = child;
    return child;
  }

  /**
   * The runner's result of one run (rejects with its error, or the process's); a run past
   * `timeoutMs` is killed and rejects with a LighthouseTimeoutError saying so.
   */
  run(url: string, port: number, timeoutMs: number): Promise<unknown> {
    const child = this.start();
    return new Promise<unknown>((resolve, reject) => {
      let timedOut = false;
      const timer = setTimeout(() => {
        // Killed for its time: its exit says "failed (null)", which names no reason.
        timedOut = true;
        child.kill('SIGKILL');
      }, timeoutMs);
      this.pending = {
        child,
        settle: (answer) => {
          if (typeof answer === 'string' && !answer.startsWith('{')) return; // not an answer
          let parsed: { result?: unknown; error?: string };
          try {
            parsed = answer instanceof Error ? {} : (JSON.parse(answer) as typeof parsed);
          } catch {
            // A line of someone's output that merely starts with "{": not the answer either (a
            // throw here, in the stdout listener, would end the whole worker).
            return;
          }
          clearTimeout(timer);
          this.pending = null;
          if (timedOut) return reject(new LighthouseTimeoutError(timeoutMs));
          if (answer instanceof Error) return reject(answer);
          if (parsed.error !== undefined) reject(new Error(`Lighthouse failed: ${parsed.error}`));
          else resolve(parsed.result);
        },
      };
      child.stdin.write(`${JSON.stringify({ url, port })}\n`);
    });
  }

  close(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return Promise.resolve();
    return new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }
}
