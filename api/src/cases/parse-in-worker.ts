import type { PlaywrightImport } from '@vigil/contract';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { badRequest } from '../http/errors';

/**
 * Playwright files are read in a worker thread, not on the API's event loop: even in linear time
 * a 200,000-character file is CPU work, and on the event loop every team's requests wait for it
 * (issue 42: nested blocks held the whole API 12 s). One thread, started on the first import and
 * kept, reads the files one at a time in arrival order. A file still being read after the time
 * limit has its thread terminated (the next file starts another) and answers 400, so no file can
 * hold up anything but its own request.
 */
const ENTRY = join(__dirname, 'parse-worker.mjs');

/** How long reading one file may take (a real file takes milliseconds). */
export const PARSE_TIME_LIMIT_MS = 10_000;

type Answer =
  | { id: number; result: PlaywrightImport }
  | { id: number; refused: { line: number; message: string } }
  | { id: number; failed: string };

interface Job {
  source: string;
  timeLimitMs: number;
  resolve(result: PlaywrightImport): void;
  reject(error: Error): void;
}

const tooComplex = () => badRequest('the file is too complex to read', 'source');

export type PlaywrightParser = ReturnType<typeof playwrightParser>;

export function playwrightParser() {
  const queue: Job[] = [];
  let worker: Worker | null = null;
  let running: { id: number; job: Job; timer: NodeJS.Timeout } | null = null;
  let lastId = 0;

  /** Ends the running file with its result or error, and starts the next one. */
  function settle(outcome: PlaywrightImport | Error) {
    if (!running) return;
    const { job, timer } = running;
    clearTimeout(timer);
    running = null;
    if (outcome instanceof Error) job.reject(outcome);
    else job.resolve(outcome);
    next();
  }

  function start(): Worker {
    const thread = new Worker(ENTRY, { resourceLimits: { maxOldGenerationSizeMb: 256 } });
    // Idle, it must not keep the process alive; a running file's timer does.
    thread.unref();
    thread.on('message', (answer: Answer) => {
      if (answer.id !== running?.id) return;
      if ('result' in answer) settle(answer.result);
      else if ('refused' in answer)
        settle(badRequest(`line ${answer.refused.line}: ${answer.refused.message}`, 'source'));
      else settle(new Error(`reading a Playwright file failed: ${answer.failed}`));
    });
    const ended = (error: Error) => {
      if (worker !== thread) return; // terminated on purpose
      worker = null;
      settle(error);
    };
    // Out of memory is the file's doing; any other end is a bug of ours (a 500, logged).
    thread.on('error', (error: Error & { code?: string }) =>
      ended(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooComplex() : error),
    );
    thread.on('exit', (code) => ended(new Error(`the Playwright parse worker exited (${code})`)));
    return thread;
  }

  function next() {
    const job = queue.shift();
    if (!job) return;
    const thread = (worker ??= start());
    const id = (lastId += 1);
    const timer = setTimeout(() => {
      worker = null;
      void thread.terminate();
      settle(tooComplex());
    }, job.timeLimitMs);
    running = { id, job, timer };
    thread.postMessage({ id, source: job.source });
  }

  return {
    /** The file's steps; a 400 when it nests too deep or takes over `timeLimitMs` to read. */
    parse(source: string, timeLimitMs = PARSE_TIME_LIMIT_MS): Promise<PlaywrightImport> {
      return new Promise((resolve, reject) => {
        queue.push({ source, timeLimitMs, resolve, reject });
        if (!running) next();
      });
    },

    async close() {
      for (const job of queue.splice(0)) job.reject(new Error('the API is shutting down'));
      const thread = worker;
      worker = null;
      settle(new Error('the API is shutting down'));
      await thread?.terminate();
    },
  };
}
